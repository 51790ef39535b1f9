import { defineConfig } from 'vite';
import { dropKnownBuildLogs } from './scripts/known-build-logs.ts';

// The second client build (decision 047): the islands of the prerendered public pages, with their own
// entry (app/islands/hydrate.tsx) and chunks, sharing nothing with the back-office build, so no public
// page loads React Router. Written into the same build/client/assets; scripts/hydrate-islands.mjs
// reads its manifest and gives each public page its script. Its CSS is the app's (app.css, from the
// React Router build, which already holds every class the islands use).
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'build/client',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      onLog: dropKnownBuildLogs,
      input: { islands: 'app/islands/hydrate.tsx' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        // The small modules that both the entry and the islands of some pages import (React, the JSX
        // runtime, the bundler's helpers, the locale and storage helpers) would each be a chunk of a
        // few hundred bytes: one request instead of seven (issue 20's file budget).
        codeSplitting: {
          groups: [
            {
              name: 'base',
              test: /[\\/]node_modules[\\/](react|scheduler)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper|[\\/]packages[\\/]domain[\\/]src[\\/](constants|locale|routes|brand)\.ts$|[\\/]app[\\/](lib[\\/](storage|locale|page-location|stored-language|native-app|idle|paths)|config[\\/]brand)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
