import type { Config } from '@react-router/dev/config';
import { prerenderUrls } from '../../packages/domain/src/index.ts';

// DESIGN.md §2: no server rendering at run time; every public and partner page is prerendered to
// HTML in both locales at build time, the back-office is a client-rendered SPA (the fallback HTML).
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: () => prerenderUrls(),
} satisfies Config;
