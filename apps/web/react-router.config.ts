import type { Config } from '@react-router/dev/config';
import {
  notFoundPrerenderUrls,
  prerenderUrls,
  signInPrerenderUrls,
} from '../../packages/domain/src/index.ts';

// Every public and partner page is prerendered to HTML in both locales at build time; so is the
// not-found page of each locale (the server sends it for unknown paths) and the admin and vendor
// sign-in pages, which hydrate as islands without the router (decision 051). Every other page (the
// back-office) and every form post is answered at run time by React Router's request handler,
// which the API runs with this build's server bundle (decision 073; apps/api/src/plugins/static-web.ts).
export default {
  appDirectory: 'app',
  ssr: true,
  prerender: () => [...prerenderUrls(), ...notFoundPrerenderUrls(), ...signInPrerenderUrls()],
  // The whole route manifest comes with the page (as in the SPA before), so navigating never asks
  // the server for a part of it (`/__manifest`).
  routeDiscovery: { mode: 'initial' },
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
