import { RETENTION } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import { fixedT, registerCatalog } from '../../lib/i18n.ts';
import en from '../../../locales/en/legal-privacy.json';
import sv from '../../../locales/sv/legal-privacy.json';
import { type RetentionPeriods, retentionWords } from './retention-words.ts';

// Changing a number of RETENTION changes what the privacy policy says, in both languages (decision
// 060): the policy's texts with other periods than today's.
registerCatalog('legal-privacy', { en, sv });

type Section = { id: string; paragraphs: string[] };
const policy = (language: 'en' | 'sv', retention: RetentionPeriods = RETENTION) =>
  (
    fixedT(language, 'legal-privacy')('sections', {
      ...retentionWords(language, retention),
      returnObjects: true,
    }) as Section[]
  )
    .flatMap((section) => section.paragraphs)
    .join('\n');

describe('retentionWords', () => {
  const other = {
    ...RETENTION,
    rejectedApplicationMonths: 3,
    closedQueryMonths: 36,
    unusedAccountMonths: 18,
    consentRenewalMonths: 6,
    rightsAnswerMonths: 2,
  };

  it.each([
    {
      language: 'en',
      name: 'English',
      periods: [
        'If your account has not been used for 18 months, we will notify you',
        'Contact queries are kept for 36 months after the case is closed.',
        'Rider and partner applications are deleted three months after a rejection;',
        'We ask for your cookie consent again at least every six months.',
        'we will respond within two months.',
      ],
      today: '24 months',
    },
    {
      language: 'sv',
      name: 'Swedish',
      periods: [
        'Om ditt konto inte har använts på 18 månader meddelar vi dig',
        'Kontaktärenden sparas i 36 månader efter att ärendet har avslutats.',
        'Ansökningar från bud och partner raderas tre månader efter ett avslag.',
        'Vi ber om ditt samtycke till kakor på nytt minst var sjätte månad.',
        'vi svarar inom två månader.',
      ],
      today: '24 månader',
    },
  ] as const)('puts other periods into the $name policy', ({ language, periods, today }) => {
    const text = policy(language, other);
    for (const period of periods) expect(text).toContain(period);
    expect(text).not.toContain(today);
  });

  it("gives today's policy its own numbers", () => {
    expect(retentionWords('en')).toEqual({
      unusedAccount: '24 months',
      closedQuery: '24 months',
      rejectedApplication: 'six months',
      consentRenewal: 'every 12 months',
      rightsAnswer: 'one month',
    });
    expect(retentionWords('sv')).toEqual({
      unusedAccount: '24 månader',
      closedQuery: '24 månader',
      rejectedApplication: 'sex månader',
      consentRenewal: 'var tolfte månad',
      rightsAnswer: 'en månad',
    });
  });
});
