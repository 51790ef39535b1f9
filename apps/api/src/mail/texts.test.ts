import { intlLocaleOf, type SiteLanguage } from '@levera/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/mail.json' with { type: 'json' };
import sv from '../../locales/sv/mail.json' with { type: 'json' };
import type { Mail, MailData } from './messages.ts';
import { FOOTER, writeMail } from './texts.ts';

// Every e-mail's words, in both languages and every variant, against __snapshots__/texts.snap. The file
// was written by the hand-written texts before they became the catalogue apps/api/locales/*/mail.json
// (decision 081), so it proves the move changed no byte; a wording changed on purpose updates it
// (`npx vitest run --project api apps/api/src/mail/texts.test.ts -u`) and the diff shows the change.
// Dates are replaced by {expiry} and {day}: how Intl writes them depends on the ICU of the Node version.

const EXPIRES = '2026-12-27T14:05:00.000Z';
const DELETE_FROM = '2027-01-31T10:00:00.000Z';

type Sample = { [Kind in keyof MailData]: [Kind, MailData[Kind]] }[keyof MailData];

function samples(): Sample[] {
  const all: Sample[] = [];
  for (const partnerType of ['rider', 'vendor'] as const) {
    all.push(['applicationReceived', { partnerType, caseNumber: 'A-1', firstName: 'Anna' }]);
    for (const decision of ['approved', 'rejected'] as const)
      for (const reason of [null, 'Missing <b>documents</b>'])
        all.push([
          'applicationDecided',
          { partnerType, caseNumber: 'A-2', firstName: 'Bo', decision, reason },
        ]);
  }
  for (const firstName of [null, 'Cia']) all.push(['queryReceived', { caseNumber: 'Q-1', firstName }]);
  all.push(['queryResponse', { caseNumber: 'Q-2', subject: 'Menu "prices"', response: 'Fixed.' }]);
  for (const url of [undefined, 'https://levera.test/sv-se/support/case?t=x'])
    all.push(['queryReply', { caseNumber: 'Q-3', subject: 'Order', reply: 'Yes.', linkId: 'l', url }]);
  for (const decision of ['approved', 'rejected', 'expired'] as const)
    for (const reason of [null, 'Too long'])
      all.push(['promotionDecided', { title: 'Pizza {{brand}} week', decision, reason }]);
  for (const status of ['active', 'inactive', 'suspended'] as const)
    for (const reason of [null, 'Unpaid'])
      all.push(['vendorStatus', { vendorName: 'Kebabhuset', status, reason }]);
  for (const purpose of ['invitation', 'reset'] as const)
    for (const firstName of [undefined, null, 'Dan'])
      all.push([
        'vendorPasswordLink',
        {
          linkId: 'l',
          purpose,
          vendorName: 'Kebabhuset',
          expiresAt: EXPIRES,
          url: 'https://u.test/x',
          firstName,
        },
      ]);
  for (const role of ['owner', 'admin', 'support'] as const)
    all.push([
      'adminInvitation',
      { linkId: 'l', name: 'Eva', role, expiresAt: EXPIRES, url: 'https://u.test/y' },
    ]);
  for (const unusedMonths of [1, 12, 18, 24])
    all.push(['accountUnused', { vendorName: 'Kebabhuset', unusedMonths, deleteFrom: DELETE_FROM }]);
  for (const caseNumbers of [[], ['A-1', 'Q-2']])
    for (const vendorAccount of [true, false])
      all.push(['erasureConfirmation', { caseNumbers, vendorAccount }]);
  const items: MailData['adminDigest']['items'] = [
    { type: 'rider', caseNumber: 'R-1' },
    { type: 'vendor', caseNumber: 'V-1' },
    { type: 'vendor', caseNumber: 'V-2', updates: 'V-0' },
    { type: 'rider', caseNumber: 'R-2', updates: 'R-0' },
    { type: 'query', caseNumber: 'Q-1' },
    { type: 'vendorQuery', caseNumber: 'Q-4' },
    { type: 'caseAnswer', caseNumber: 'Q-5' },
  ];
  for (const total of [0, 1, 2, 7, 20]) all.push(['adminDigest', { items: items.slice(0, total), total }]);
  return all;
}

/** The text with the dates Intl wrote replaced by {expiry} and {day}. */
function withoutDates(text: string, language: SiteLanguage): string {
  const stockholm = { timeZone: 'Europe/Stockholm' } as const;
  const locale = intlLocaleOf(language);
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', ...stockholm });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...stockholm });
  return text
    .replaceAll(expiry.format(new Date(EXPIRES)), '{expiry}')
    .replaceAll(day.format(new Date(DELETE_FROM)), '{day}');
}

describe('writeMail: the words of every e-mail', () => {
  it('writes each kind and variant in both languages as __snapshots__/texts.snap has them', async () => {
    const written = (['en', 'sv'] as const).flatMap((language) =>
      samples().map(([kind, data]) => {
        const mail = { kind, to: 'someone@example.test', language, data } as Mail;
        const text = JSON.stringify(writeMail(mail, 'https://levera.test'));
        return { language, kind, data, text: JSON.parse(withoutDates(text, language)) as unknown };
      }),
    );
    expect(written.length).toBe(98);
    await expect(`${JSON.stringify({ mails: written, footer: FOOTER }, null, 1)}\n`).toMatchFileSnapshot(
      './__snapshots__/texts.snap',
    );
  });

  it('uses every text of the catalogue, in both languages (no key is dead)', () => {
    for (const [language, catalogue] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const written = samples().map(([kind, data]) => {
        const mail = { kind, to: 'someone@example.test', language, data } as Mail;
        return JSON.stringify(writeMail(mail, 'https://levera.test'));
      });
      written.push(JSON.stringify(FOOTER[language]));
      const unused = leaves(catalogue).filter(([, text]) => {
        // The text as a pattern, its {{placeholders}} matching anything, found inside a JSON string.
        const escaped = JSON.stringify(text)
          .slice(1, -1)
          .replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
        const pattern = new RegExp(escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));
        return !written.some((mail) => pattern.test(mail));
      });
      expect(unused.map(([key]) => `${language} ${key}`)).toEqual([]);
    }
  });
});

type Tree = string | { [key: string]: Tree };
function leaves(node: Tree, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
