import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../lib/test-render.tsx';
import PrivacyPolicy from './privacy.tsx';

// The privacy policy promises the retention the API's job keeps to (issue 32, decision 060): its
// periods are rendered from RETENTION, in both languages. With the policy's own numbers today; the
// words for other numbers are retention-words.test.ts's.

describe('the privacy policy page', () => {
  it.each([
    {
      language: 'English',
      path: '/sv-en/privacy-policy',
      heading: '7. How long we keep your data',
      periods: [
        'If your account has not been used for 24 months, we will notify you and then delete it.',
        'Contact queries are kept for 24 months after the case is closed. Rider and partner applications are deleted six months after a rejection;',
        'We ask for your cookie consent again at least every 12 months.',
      ],
      rights: 'It is free of charge, and we will respond within one month.',
    },
    {
      language: 'Swedish, the way the Swedish style writes numbers',
      path: '/sv-se/privacy-policy',
      heading: '7. Hur länge vi sparar dina uppgifter',
      periods: [
        'Om ditt konto inte har använts på 24 månader meddelar vi dig och raderar det sedan.',
        'Kontaktärenden sparas i 24 månader efter att ärendet har avslutats. Ansökningar från bud och partner raderas sex månader efter ett avslag.',
        'Vi ber om ditt samtycke till kakor på nytt minst var tolfte månad.',
      ],
      rights: 'Det är kostnadsfritt och vi svarar inom en månad.',
    },
  ])("says RETENTION's periods in $language", async ({ path, heading, periods, rights }) => {
    renderAt(path, <PrivacyPolicy />);
    const section = (await screen.findByRole('heading', { name: heading })).closest('section')!;
    for (const period of periods) expect(section).toHaveTextContent(period);
    expect(document.body).toHaveTextContent(rights);
    expect(document.body).not.toHaveTextContent('{{');
  });
});
