import type { Config } from '@react-router/dev/config';
import { notFoundPrerenderUrls, prerenderUrls } from '../../packages/domain/src/index.ts';

// DESIGN.md §2: no server rendering at run time; every public and partner page is prerendered to
// HTML in both locales at build time, the back-office is a client-rendered SPA (the fallback HTML).
// The not-found page of each locale is prerendered too: the server sends it for unknown paths.
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: () => [...prerenderUrls(), ...notFoundPrerenderUrls()],
} satisfies Config;
