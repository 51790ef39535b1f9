import { describe, expect, it } from 'vitest';
import { parseActiveOffers } from './get-active-offers.ts';

describe('parseActiveOffers', () => {
  it('reads { data: [...] } and bare lists', () => {
    const offer = {
      id: 'o1',
      title: 'Free delivery week',
      description: 'New users get free delivery for 7 days.',
      discountType: 'delivery',
      discountValue: 0,
      endDate: '2026-12-31',
    };
    expect(parseActiveOffers({ data: [offer] })).toEqual([offer]);
    expect(parseActiveOffers([offer])).toEqual([offer]);
  });

  it('leaves out malformed entries and answers', () => {
    expect(parseActiveOffers({ data: [null, 3, { description: 'no title' }] })).toEqual([]);
    expect(parseActiveOffers('<html>not found</html>')).toEqual([]);
    expect(parseActiveOffers(undefined)).toEqual([]);
    expect(parseActiveOffers({ data: [{ title: ' 20% off ', discountValue: '20' }] })).toEqual([
      { id: '0', title: '20% off', description: '', discountType: null, discountValue: 20, endDate: null },
    ]);
  });
});
