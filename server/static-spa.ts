import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(api|graphql|notice|standins)(\/|$)/;

/**
 * Serves the built SPA from dist/; any other GET that wants HTML gets index.html (client-side routes). Files
 * are sent as the brotli or gzip copy the build wrote beside them (scripts/precompress.ts) when the browser
 * accepts it, else as they are.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      // Hashed assets never change; index.html always revalidates so a new build is picked up.
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => reply.sendFile('index.html'));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (req.method === 'GET' && !NOT_SPA.test(url) && !path.extname(url)) return reply.sendFile('index.html');
    return reply.code(404).send({ code: 404, msg: '接口不存在', data: null });
  });
  return true;
}
