/**
 * Security headers on every reply (issue 16, D6) through @fastify/helmet: a Content-Security-Policy the
 * SPA, MapLibre (its worker starts from a blob: URL), deck.gl, Swagger UI and GraphiQL work under,
 * X-Content-Type-Options: nosniff, frame protection (X-Frame-Options and frame-ancestors) and
 * Referrer-Policy. Map tiles come from configurable hosts, so images and fetches may use any https: host.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";

export const CSP_DIRECTIVES = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  objectSrc: ["'none'"],
  frameAncestors: [SELF],
  formAction: [SELF],
  scriptSrc: [SELF],
  // Chakra (emotion) and Swagger UI write style attributes and <style> elements at run time.
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:', 'blob:', 'https:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF, 'ws:', 'wss:', 'https:'],
  workerSrc: [SELF, 'blob:'],
  childSrc: [SELF, 'blob:'],
  mediaSrc: [SELF, 'blob:'],
  frameSrc: [SELF],
  upgradeInsecureRequests: null,
};

/**
 * GraphiQL is one HTML page with its bundle inline (@graphql-yoga/render-graphiql): that page alone may
 * run inline scripts; everything else stays as above.
 */
export const GRAPHIQL_CSP = [
  `default-src ${SELF}`,
  `script-src ${SELF} 'unsafe-inline' 'unsafe-eval' blob:`,
  `style-src ${SELF} 'unsafe-inline'`,
  `img-src ${SELF} data: blob:`,
  `font-src ${SELF} data:`,
  `connect-src ${SELF} ws: wss:`,
  `worker-src ${SELF} blob:`,
  `frame-ancestors ${SELF}`,
  `base-uri ${SELF}`,
  `object-src 'none'`,
].join('; ');

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Map tiles and images from other hosts are loaded without CORS.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
