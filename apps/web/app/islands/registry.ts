import type { ComponentType } from 'react';
import { SiteHeader } from '../features/site-chrome/components/site-header.tsx';
import { LazyToaster } from '../ui/lazy-toaster.tsx';
import { SiteOverlays } from './site-overlays.tsx';

type IslandComponent = ComponentType<never>;

/**
 * The islands of every public page (the public layout's and the root's): built into the islands'
 * entry, so they cost no request of their own.
 */
const onEveryPage = {
  'site-header': SiteHeader,
  'site-overlays': SiteOverlays,
  toaster: LazyToaster,
} satisfies Record<string, IslandComponent>;

/**
 * The islands of some pages, each loaded when its page has it (scripts/hydrate-islands.mjs
 * preloads them from the `import('…')` written here, so keep one per line in this form).
 */
const onSomePages = {
  'download-app-button': () =>
    import('../features/app-download/components/download-app-button.tsx').then(
      (module) => module.DownloadAppButton,
    ),
  'download-redirect': () =>
    import('../features/app-download/components/download-redirect.tsx').then(
      (module) => module.DownloadRedirect,
    ),
  'active-offers': () =>
    import('../features/home/components/active-offers.tsx').then((module) => module.ActiveOffers),
  'manage-cookies': () =>
    import('../features/consent/components/manage-cookies-button.tsx').then(
      (module) => module.ManageCookiesButton,
    ),
  'contact-form': () =>
    import('../features/contact/components/contact-form.tsx').then((module) => module.ContactForm),
  'rider-application': () =>
    import('../features/partner-apply/components/rider-application.tsx').then(
      (module) => module.RiderApplication,
    ),
  'vendor-application': () =>
    import('../features/partner-apply/components/vendor-application-form.tsx').then(
      (module) => module.VendorApplicationForm,
    ),
} satisfies Record<string, () => Promise<IslandComponent>>;

/**
 * Every island of the public pages by name (decision 047). `<Island name>` on a page and this
 * table must agree: registry.test.ts checks that each name gives the component the pages render.
 */
export type IslandName = keyof typeof onEveryPage | keyof typeof onSomePages;

export const isIslandName = (name: string): name is IslandName =>
  Object.hasOwn(onEveryPage, name) || Object.hasOwn(onSomePages, name);

/** The component of an island: at once for those of every page, else from its own chunk. */
export function loadIsland(name: IslandName): Promise<IslandComponent> {
  if (name in onEveryPage) return Promise.resolve(onEveryPage[name as keyof typeof onEveryPage]);
  return onSomePages[name as keyof typeof onSomePages]();
}
