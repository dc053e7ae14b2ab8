import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress';

const backend = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** After a build, brotli and gzip copies of the client's text files (scripts/precompress.ts). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, raw, br, gzip } = await precompressDir(outDir);
      const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
      this.info(`precompressed ${files} files: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gzip)}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What the entry loads at once goes in one chunk: /login fetched 54 small files, a list screen 126.
        // The GraphQL client (loaded with the signed-in shell, not by /login) is one chunk too: split by
        // sharing sets it came as a dozen small files.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|@wry|optimism|rxjs|tslib|@graphql-typed-document-node)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/graphql': { target: backend, ws: true },
      '/notice': { target: backend, ws: true },
      '/video/signal': { target: backend, ws: true },
    },
  },
});
