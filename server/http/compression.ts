import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Replies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies (REST JSON, /graphql, API docs) above the threshold with brotli or gzip, as the client
 * accepts. Brotli at a low quality: replies are compressed per request, where quality 11 costs tens of
 * milliseconds. The SPA's files carry the build's compressed copies (server/static-spa.ts) and are left alone.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
