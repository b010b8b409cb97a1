import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `--mode mock` builds the SPA with the MSW service worker answering /api (QA runs without a server);
// the worker script lives in mocks/public so the production build never ships it.
export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock';
  return {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    publicDir: isMock ? 'mocks/public' : 'public',
    define: { 'import.meta.env.VITE_API_MOCKS': JSON.stringify(isMock) },
    build: { outDir: isMock ? 'dist-mock' : 'dist', sourcemap: false },
    server: {
      port: 5173,
      proxy: isMock ? undefined : { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
    },
    preview: { port: isMock ? 4174 : 4173 },
  };
});
