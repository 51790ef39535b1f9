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
} satisfies Config;
