import type { Config } from '@react-router/dev/config';
import {
  notFoundPrerenderUrls,
  prerenderUrls,
  signInPrerenderUrls,
} from '../../packages/domain/src/index.ts';

// DESIGN.md §2: no server rendering at run time; every public and partner page is prerendered to
// HTML in both locales at build time, the back-office is a client-rendered SPA (the fallback HTML).
// The not-found page of each locale is prerendered too: the server sends it for unknown paths. So
// are the admin and vendor sign-in pages, which hydrate as islands without the router (decision 051).
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: () => [...prerenderUrls(), ...notFoundPrerenderUrls(), ...signInPrerenderUrls()],
  // React Router 8's changes, each left off on purpose: React Router 8 drops Node 20 and waits
  // (DESIGN.md §10 "runtime"). Saying so here keeps React Router 7 from printing a "Future Flag
  // Warning" for each on every build (issue 34 §9).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
