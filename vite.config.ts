import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
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
