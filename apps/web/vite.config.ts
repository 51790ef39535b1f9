import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { dropKnownBuildLogs } from './scripts/known-build-logs.ts';
import { phoneMetadataAsBuilt } from './scripts/phone-metadata.ts';

/**
 * React Router 7 still passes Vite's deprecated `envFile: false`, and Vite 8 warns about it each time
 * (eight lines a build). Its replacement, `envDir: false`, means the same (read no .env file), so its
 * child compiler, which takes our plugins, gets that instead. Its config loader makes five more
 * servers of its own, without our config: those five lines stay until React Router 8, which waits
 * because it drops Node 20 (DESIGN.md §10 "runtime").
 */
const envDirInsteadOfEnvFile: Plugin = {
  name: 'levera:env-dir-instead-of-env-file',
  config(config) {
    // No longer in Vite's types, still read (and warned about) at run time.
    const options = config as UserConfig & { envFile?: boolean };
    if (options.envFile !== false) return;
    delete options.envFile;
    options.envDir = false;
  },
};

// `npm run dev` serves the web app on 5173 and proxies /api to the API on 3001.
export default defineConfig({
  plugins: [envDirInsteadOfEnvFile, phoneMetadataAsBuilt, tailwindcss(), reactRouter()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3001' } },
  build: { target: 'es2022', assetsInlineLimit: 0, rolldownOptions: { onLog: dropKnownBuildLogs } },
  // The bundler's own chunks, and one for the framework every page of the app loads (decision 075);
  // the server build is left alone.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
