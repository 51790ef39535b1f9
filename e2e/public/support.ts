import { type BrowserContext, expect, type Locator, type Page, type Request } from '@playwright/test';

// Shared by the public-site browser tests (issue 4).

export const LOCALES = ['sv-en', 'sv-se'] as const;
export type Locale = (typeof LOCALES)[number];
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

const SITE_TITLE = {
  'sv-en': 'Levera – Food, groceries and pharmacy delivered in Katrineholm',
  'sv-se': 'Levera – Mat, dagligvaror och apoteksvaror levererade i Katrineholm',
};

/** A text in each language: English, Swedish. */
type Texts = readonly [english: string, swedish: string];
const inEachLocale = ([english, swedish]: Texts): Record<Locale, string> => ({
  'sv-en': english,
  'sv-se': swedish,
});

/**
 * Every public page with its heading and title in each language (from the copywriter's catalogues).
 * A page's title is its name (its heading unless given) and " | Levera"; the home and status pages
 * bear the site's title.
 */
const PAGES: { path: string; heading: Texts; name?: Texts; siteTitle?: true }[] = [
  {
    path: '',
    heading: [
      'Food, groceries and pharmacy – delivered fast',
      'Mat, dagligvaror och apoteksvaror – snabbt hem till dig',
    ],
    siteTitle: true,
  },
  { path: 'about-us', heading: ['About Levera', 'Om Levera'], name: ['About us', 'Om oss'] },
  { path: 'contact-us', heading: ['Contact us', 'Kontakta oss'] },
  { path: 'terms-of-use', heading: ['Terms of use', 'Användarvillkor'] },
  { path: 'rewards-terms-of-use', heading: ['Rewards terms of use', 'Villkor för förmånsprogrammet'] },
  { path: 'privacy-policy', heading: ['Privacy policy', 'Integritetspolicy'] },
  {
    path: 'faqs',
    heading: ['Frequently asked questions', 'Vanliga frågor'],
    name: ['FAQs', 'Vanliga frågor'],
  },
  { path: 'careers', heading: ['Careers at Levera', 'Jobba hos Levera'], name: ['Careers', 'Karriär'] },
  { path: 'not-found', heading: ["We couldn't find that page", 'Vi hittade inte sidan'], siteTitle: true },
  { path: 'maintenance', heading: ["We'll be right back", 'Vi är snart tillbaka'], siteTitle: true },
  { path: 'coming-soon', heading: ['Coming soon', 'Kommer snart'], siteTitle: true },
];

export const PUBLIC_PAGES: {
  path: string;
  heading: Record<Locale, string>;
  title: Record<Locale, string>;
}[] = PAGES.map(({ path, heading, name = heading, siteTitle }) => ({
  path,
  heading: inEachLocale(heading),
  title: siteTitle ? SITE_TITLE : inEachLocale([`${name[0]} | Levera`, `${name[1]} | Levera`]),
}));

/** Pages that search engines may index (the status pages are `noindex`). */
export const INDEXABLE_PAGES = PUBLIC_PAGES.filter(
  (page) => !['not-found', 'maintenance', 'coming-soon'].includes(page.path),
);

export const pageUrl = (locale: Locale, path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** A returning visitor: the promo modal was dismissed and the privacy notice agreed to. */
export async function dismissSiteOverlays(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.localStorage.setItem('levera.promoModalDismissed', 'true');
    window.localStorage.setItem('levera.privacyAgreement', 'true');
  });
}

/**
 * Waits until React has hydrated the page, so its buttons work: every island of a prerendered
 * public page (app/islands/hydrate.tsx marks <html>, decision 047), or the back-office's React
 * Router app.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-islands-hydrated') ||
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Lets the page count its idle callbacks that have not run yet. The promo modal and the privacy
 * notice each decide in one, up to 2 s after load (`afterLoadWhenIdle`, app/lib/idle.ts), so "none
 * pending" is the moment after which an overlay that has not opened will not open. Call before `goto`.
 */
export async function watchOverlayDecisions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const pending = new Set<number>();
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        pending.delete(id);
        callback(deadline);
      }, options);
      pending.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      pending.delete(id);
      cancel(id);
    };
    Object.assign(window, { leveraPendingIdleCallbacks: () => pending.size });
  });
}

/** Resolves after the browser has drawn two more frames (React has committed and run its effects). */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Waits until the site overlays have made their decision on this page (watchOverlayDecisions must be
 * on): hydrated, the effects that schedule them have run, no idle callback is left, and whatever a
 * callback opened (the dialogs load lazily) has loaded and rendered. An overlay still hidden then
 * stays hidden, so asserting it is neither too early nor tied to the speed of the machine.
 */
export async function waitForOverlayDecisions(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await waitForHydration(page);
    await twoFrames(page);
    await page.waitForFunction(
      () =>
        (window as unknown as { leveraPendingIdleCallbacks: () => number }).leveraPendingIdleCallbacks() ===
        0,
    );
    await twoFrames(page);
    await expect.poll(() => inFlight.size).toBe(0);
    await twoFrames(page);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export async function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Fills the fields of `form` the way a visitor does, in the order given (label → value): picks the
 * option of a select, fills any other field.
 */
export async function fillForm(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label);
    if (await field.evaluate((element) => element instanceof HTMLSelectElement))
      await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * The three public forms' labels and buttons in each language, as the contact, rider and vendor
 * forms show them (the copywriter's catalogues), for the specs that fill them in.
 */
export const PUBLIC_FORM_TEXTS = {
  'sv-en': {
    contact: {
      labels: ['I am a', 'First name', 'Last name', 'E-mail', 'Phone number', 'Subject', 'Message'],
      submit: 'Send message',
      success: 'Thank you for your message',
    },
    rider: {
      next: 'Next',
      stepTwo: 'Tell us about yourself',
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        phoneNumber: 'Phone number',
        email: 'Email',
        nationalId: 'Personal identity number (personnummer)',
      },
      resident: 'No, I am a resident',
      age: 'I confirm that I am over 18 years old',
      terms: 'I accept the terms and conditions',
      submit: 'Submit application',
    },
    vendor: {
      labels: {
        firstName: 'First name',
        lastName: 'Last name',
        storeName: 'Store name',
        organizationName: 'Organization name',
        organizationNumber: 'Organization number',
        phoneNumber: 'Phone number',
        email: 'Email',
      },
      businessType: 'Business type',
      terms: 'I agree to the terms and conditions',
      submit: 'Send application',
      success: "Thank you for your application! We'll contact you soon.",
    },
  },
  'sv-se': {
    contact: {
      labels: ['Jag är', 'Förnamn', 'Efternamn', 'E-postadress', 'Telefonnummer', 'Ämne', 'Meddelande'],
      submit: 'Skicka meddelande',
      success: 'Tack för ditt meddelande',
    },
    rider: {
      next: 'Nästa',
      stepTwo: 'Berätta om dig själv',
      labels: {
        firstName: 'Förnamn',
        lastName: 'Efternamn',
        phoneNumber: 'Telefonnummer',
        email: 'E-post',
        nationalId: 'Personnummer',
      },
      resident: 'Nej, jag är bosatt i Sverige',
      age: 'Jag bekräftar att jag är över 18 år',
      terms: 'Jag godkänner villkoren',
      submit: 'Skicka ansökan',
    },
    vendor: {
      labels: {
        firstName: 'Förnamn',
        lastName: 'Efternamn',
        storeName: 'Butikens namn',
        organizationName: 'Organisationens namn',
        organizationNumber: 'Organisationsnummer',
        phoneNumber: 'Telefonnummer',
        email: 'E-post',
      },
      businessType: 'Typ av verksamhet',
      terms: 'Jag godkänner villkoren',
      submit: 'Skicka ansökan',
      success: 'Tack för din ansökan! Vi kontaktar dig snart.',
    },
  },
} as const;
