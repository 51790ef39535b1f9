import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';

// `npm run dev` serves the web app on 5173 and proxies /api to the API on 3001.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3001' } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // Fewer, larger chunks on the public pages (decision 046); the server build is left alone.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Route modules keep their exports; a chunk may export more (needed by the groups below,
          // which do not pull a module's dependencies into its group).
          preserveEntrySignatures: 'allow-extension',
          output: { codeSplitting: { groups: chunkGroups() } },
        },
      },
    },
  },
});
