/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client, at build time
 * (vite.config.ts), for the server to send as they are (server/static-spa.ts, @fastify/static `preCompressed`):
 * the largest files get the strongest compression once, and no request pays for it.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressTally {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file of `dir` (and its folders) of at least PRECOMPRESS_MIN_BYTES; returns the sizes. */
export async function precompressDir(dir: string): Promise<PrecompressTally> {
  const tally: PrecompressTally = { files: 0, raw: 0, br: 0, gzip: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is not worth sending: the server then sends the file itself.
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      tally.files++;
      tally.raw += raw.length;
      tally.br += Math.min(br.length, raw.length);
      tally.gzip += Math.min(gz.length, raw.length);
    }),
  );
  return tally;
}
