import { defineConfig } from 'vite';
import { dropKnownBuildLogs } from './scripts/known-build-logs.ts';
import { phoneMetadataAsBuilt } from './scripts/phone-metadata.ts';

// The second client build (decision 047): the islands of the prerendered public pages, with their own
// entry (app/islands/hydrate.tsx) and chunks, sharing nothing with the back-office build, so no public
// page loads React Router. Written into the same build/client/assets under the bundler's own names,
// so a chunk both builds make alike (the validators with the phone metadata) is one file, requested
// once (decision 075). scripts/hydrate-islands.mjs reads its manifest and gives each public page its
// script. Its CSS is the app's (app.css, from the React Router build, which already holds every
// class the islands use).
export default defineConfig({
  plugins: [phoneMetadataAsBuilt],
  build: {
    target: 'es2022',
    outDir: 'build/client',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      onLog: dropKnownBuildLogs,
      input: { islands: 'app/islands/hydrate.tsx' },
      // What the entry imports statically (React DOM, React, the JSX runtime, the islands of every
      // page and their helpers) in one chunk: the bundler's own `$initial` tag, no list of modules.
      // Left to itself it splits out each module an island of some page shares with the entry, and a
      // static page loads 9 to 14 files instead of 1 to 6 (decision 075).
      output: { codeSplitting: { groups: [{ name: 'islands', tags: ['$initial'] }] } },
    },
  },
});
