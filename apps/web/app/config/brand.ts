import { BRAND } from '@levera/domain';

// The brand in one place (DESIGN.md §1): a deployer renames the service or changes its links here;
// the facts the API's e-mails share (name, address, support) come from `BRAND` in @levera/domain.
export const brand = {
  name: BRAND.name,
  legalName: BRAND.legalName,
  siteUrl: import.meta.env.VITE_SITE_URL ?? BRAND.siteUrl,
  supportEmail: BRAND.supportEmail,
  foundedYear: 2024,
  cities: ['Katrineholm'] as const,
  deliveryTargetMinutes: 30,
  social: {
    facebook: 'https://www.facebook.com/levera.se',
    instagram: 'https://www.instagram.com/levera.se',
    x: 'https://x.com/levera_se',
    linkedin: 'https://www.linkedin.com/company/levera-se',
  },
  appStores: {
    ios: 'https://apps.apple.com/se/app/levera/id6470000000',
    android: 'https://play.google.com/store/apps/details?id=se.levera.app',
  },
  /** Deep link scheme of the customer app (SPEC §7): tried first by the download button. */
  appDeepLink: 'levera://open',
  /** External sign-up for delivery drivers (the header banner, SPEC §2). */
  driverSignUpUrl: 'https://drivers.levera.se/signup',
  agency: { name: 'Nordsken Studio', url: 'https://nordsken.se' },
} as const;
