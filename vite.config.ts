import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser app. `npm run dev` proxies the API and the socket to the server on :3000;
// `npm run dev:mock` (mode "mock") starts msw in the browser instead, see src/main.tsx.
const serverTarget = process.env.PORTSIDE_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverTarget, ws: true, changeOrigin: false },
      '/websocket': { target: serverTarget, ws: true },
    },
  },
});
