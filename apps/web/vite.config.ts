import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// `npm run dev` serves the web app on 5173 and proxies /api to the API on 3001.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3001' } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
