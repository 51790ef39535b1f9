import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../lib/test-render.tsx';
import PrivacyPolicy from './privacy.tsx';

// The privacy policy promises the retention the API's job keeps to (issue 32, decision 060): its
// periods are rendered from RETENTION, in both languages. With the policy's own numbers today; the
// words for other numbers are retention-words.test.ts's.

describe('the privacy policy page', () => {
  it("says RETENTION's periods in English", async () => {
    renderAt('/sv-en/privacy-policy', <PrivacyPolicy />);
    const section = (await screen.findByRole('heading', { name: '7. How long we keep your data' })).closest(
      'section',
    )!;
    expect(section).toHaveTextContent(
      'If your account has not been used for 24 months, we will notify you and then delete it.',
    );
    expect(section).toHaveTextContent(
      'Contact queries are kept for 24 months after the case is closed. Rider and partner applications are deleted six months after a rejection;',
    );
    expect(section).toHaveTextContent('We ask for your cookie consent again at least every 12 months.');
    expect(document.body).toHaveTextContent('It is free of charge, and we will respond within one month.');
    expect(document.body).not.toHaveTextContent('{{');
  });

  it('says them in Swedish, the way the Swedish style writes numbers', async () => {
    renderAt('/sv-se/privacy-policy', <PrivacyPolicy />);
    const section = (
      await screen.findByRole('heading', { name: '7. Hur länge vi sparar dina uppgifter' })
    ).closest('section')!;
    expect(section).toHaveTextContent(
      'Om ditt konto inte har använts på 24 månader meddelar vi dig och raderar det sedan.',
    );
    expect(section).toHaveTextContent(
      'Kontaktärenden sparas i 24 månader efter att ärendet har avslutats. Ansökningar från bud och partner raderas sex månader efter ett avslag.',
    );
    expect(section).toHaveTextContent('Vi ber om ditt samtycke till kakor på nytt minst var tolfte månad.');
    expect(document.body).toHaveTextContent('Det är kostnadsfritt och vi svarar inom en månad.');
    expect(document.body).not.toHaveTextContent('{{');
  });
});
