import { describe, expect, it } from 'vitest';
import { backOfficeMeta } from './back-office-meta.ts';
import { registerCommonCatalog } from './common-catalog.ts';
import { registerCatalog } from './i18n.ts';

registerCommonCatalog();
registerCatalog('back-office-meta-test', {
  en: { title: 'Personal data', metaTitle: 'My account | Levera' },
  sv: { title: 'Personuppgifter', metaTitle: 'Mitt konto | Levera' },
});

describe('backOfficeMeta', () => {
  it('titles the page in its language, inside the title template where asked, and keeps it out of the index', () => {
    const meta = backOfficeMeta('back-office-meta-test', 'title', { inTitleTemplate: true });
    expect(meta({ location: { pathname: '/sv-en/admin/personal-data' } })).toEqual([
      { title: 'Personal data | Levera' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(meta({ location: { pathname: '/sv-se/admin/personal-data' } })[0]).toEqual({
      title: 'Personuppgifter | Levera',
    });
  });

  it('takes the catalogue text as the whole title without the template', () => {
    const meta = backOfficeMeta('back-office-meta-test', 'metaTitle');
    expect(meta({ location: { pathname: '/sv-se/vendor/account' } })).toEqual([
      { title: 'Mitt konto | Levera' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
