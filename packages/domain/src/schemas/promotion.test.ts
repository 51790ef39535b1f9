import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_PERCENTAGE } from '../amounts.ts';
import { BRAND } from '../brand.ts';
import { WEEKDAYS } from '../constants.ts';
import { errorsOf, parsed, text } from '../test-support.ts';
import { OfferSchema } from './offer.ts';
import { BLANK_PROMOTION_FORM, createPromotionSchema, PROMOTION_MAX_ITEMS } from './promotion.ts';

const TODAY = '2030-03-10';
const itemId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const ITEM_A = itemId(1);
const ITEM_B = 'abcdef00-0000-4000-8000-00000000000b';
const schema = createPromotionSchema({ today: TODAY });

const valid = {
  ...BLANK_PROMOTION_FORM,
  title: 'Spring deal',
  description: '20% off everything',
  discountType: 'percentage',
  discountValue: '20',
  startDate: TODAY,
  endDate: '2030-03-31',
};

describe('promotion', () => {
  it('accepts a valid promotion and turns blanks into null', () => {
    expect(parsed(schema, valid)).toEqual({
      title: 'Spring deal',
      description: '20% off everything',
      discountType: 'percentage',
      discountValue: 20,
      minimumOrder: null,
      maximumDiscount: null,
      startDate: TODAY,
      endDate: '2030-03-31',
      usageLimit: null,
      repeat: { enabled: false, days: [] },
      applicableTo: 'all',
      itemIds: [],
      terms: '',
      deliveryType: null,
      deliveryFee: null,
      freeDeliveryThreshold: null,
    });
  });

  it('needs only the core fields from a JSON client', () => {
    const minimal = {
      title: 'abc',
      description: text(10),
      discountType: 'fixed',
      discountValue: 50,
      startDate: TODAY,
      endDate: '2030-03-11',
    };
    expect(parsed(schema, minimal)).toMatchObject({ usageLimit: null, repeat: { enabled: false, days: [] } });
  });

  it('requires the core fields', () => {
    expect(errorsOf(schema, {})).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      discountType: 'Please select a discount type',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it.each([
    { field: 'title', label: 'Title', min: 3, max: 100 },
    { field: 'description', label: 'Description', min: 10, max: 500 },
  ])('checks $field length $min–$max', ({ field, label, min, max }) => {
    expect(errorsOf(schema, { ...valid, [field]: text(min - 1) })).toEqual({
      [field]: `${label} must be at least ${min} characters`,
    });
    expect(errorsOf(schema, { ...valid, [field]: text(min) })).toEqual({});
    expect(errorsOf(schema, { ...valid, [field]: text(max) })).toEqual({});
    expect(errorsOf(schema, { ...valid, [field]: text(max + 1) })).toEqual({
      [field]: `${label} must be at most ${max} characters`,
    });
  });

  it('checks the discount type', () => {
    expect(errorsOf(schema, { ...valid, discountType: 'cashback' })).toEqual({
      discountType: 'Please select a valid discount type',
    });
  });

  it('requires a discount value of at least 1 for percentage and fixed discounts', () => {
    for (const discountType of ['percentage', 'fixed']) {
      expect(errorsOf(schema, { ...valid, discountType, discountValue: '' })).toEqual({
        discountValue: 'Discount value is required',
      });
      expect(errorsOf(schema, { ...valid, discountType, discountValue: 0.5 })).toEqual({
        discountValue: 'Discount value must be at least 1',
      });
      expect(errorsOf(schema, { ...valid, discountType, discountValue: -3 })).toEqual({
        discountValue: 'Discount value must be at least 1',
      });
      expect(errorsOf(schema, { ...valid, discountType, discountValue: 1 })).toEqual({});
    }
  });

  it('caps a percentage at 100', () => {
    expect(errorsOf(schema, { ...valid, discountValue: 100 })).toEqual({});
    expect(errorsOf(schema, { ...valid, discountValue: 101 })).toEqual({
      discountValue: 'A percentage discount cannot be more than 100',
    });
    expect(errorsOf(schema, { ...valid, discountType: 'fixed', discountValue: 150 })).toEqual({});
  });

  it('does not ask for a discount value for buy-one-get-one', () => {
    expect(parsed(schema, { ...valid, discountType: 'bogo', discountValue: '' }).discountValue).toBeNull();
  });

  it('reads numbers from form text, including a decimal comma, and rejects non-numbers', () => {
    expect(parsed(schema, { ...valid, discountValue: '12,5' }).discountValue).toBe(12.5);
    expect(
      parsed(schema, { ...valid, discountValue: Number.NaN, discountType: 'bogo' }).discountValue,
    ).toBeNull();
    expect(errorsOf(schema, { ...valid, minimumOrder: 'ten' })).toEqual({
      minimumOrder: 'Enter a number such as 150.50 or 1\u00a0249.50',
    });
  });

  // Issue 36 §1: "150,50" typed on a Swedish page was saved as 15 050 kr (decision 061).
  it('reads every amount typed the Swedish or the English way alike', () => {
    const delivery = { ...valid, discountType: 'delivery', discountValue: '', deliveryType: 'reducedFee' };
    for (const [typed, amount] of [
      ['150,50', 150.5],
      ['150.50', 150.5],
      ['1 249,00', 1249],
      ['1\u00a0249,00', 1249],
      ['1\u2009249,00', 1249],
      ['1\u202f249,00', 1249],
    ] as const) {
      expect(parsed(schema, { ...valid, minimumOrder: typed, maximumDiscount: typed }), typed).toMatchObject({
        minimumOrder: amount,
        maximumDiscount: amount,
      });
      expect(parsed(schema, { ...valid, discountType: 'fixed', discountValue: typed }).discountValue).toBe(
        amount,
      );
      expect(
        parsed(schema, { ...delivery, deliveryType: 'freeAboveThreshold', freeDeliveryThreshold: typed })
          .freeDeliveryThreshold,
      ).toBe(amount);
    }
    expect(parsed(schema, { ...delivery, deliveryFee: '19,50' }).deliveryFee).toBe(19.5);
    expect(parsed(schema, { ...valid, discountValue: '12,5' }).discountValue).toBe(12.5);
  });

  it('refuses an amount written with two decimal marks, in both languages', () => {
    expect(errorsOf(schema, { ...valid, minimumOrder: '1.249,00', maximumDiscount: '1,249.00' })).toEqual({
      minimumOrder: 'Enter a number such as 150.50 or 1\u00a0249.50',
      maximumDiscount: 'Enter a number such as 150.50 or 1\u00a0249.50',
    });
    expect(errorsOf(schema, { ...valid, minimumOrder: '1.249,00' }, 'sv')).toEqual({
      minimumOrder: 'Ange ett tal som 150,50 eller 1\u00a0249,50',
    });
  });

  it('refuses money above MAX_AMOUNT (100 000 kr) and a percentage above 100, in both languages', () => {
    expect(MAX_AMOUNT).toBe(100_000);
    expect(MAX_PERCENTAGE).toBe(100);
    const atMost = { minimumOrder: '100 000', maximumDiscount: MAX_AMOUNT };
    expect(errorsOf(schema, { ...valid, ...atMost })).toEqual({});
    expect(errorsOf(schema, { ...valid, discountType: 'fixed', discountValue: MAX_AMOUNT })).toEqual({});
    const above = { minimumOrder: '100 000,01', maximumDiscount: 150_000 };
    expect(errorsOf(schema, { ...valid, ...above })).toEqual({
      minimumOrder: 'The amount can be at most SEK 100,000',
      maximumDiscount: 'The amount can be at most SEK 100,000',
    });
    expect(errorsOf(schema, { ...valid, discountType: 'fixed', discountValue: '150 000' }, 'sv')).toEqual({
      discountValue: 'Beloppet får vara högst 100\u00a0000 kr',
    });
    expect(errorsOf(schema, { ...valid, discountValue: '100,5' }, 'sv')).toEqual({
      discountValue: 'En procentrabatt kan inte vara mer än 100',
    });
  });

  it('does not allow a negative minimum order or maximum discount', () => {
    expect(errorsOf(schema, { ...valid, minimumOrder: -1, maximumDiscount: '-0.5' })).toEqual({
      minimumOrder: 'Minimum order cannot be negative',
      maximumDiscount: 'Maximum discount cannot be negative',
    });
    expect(errorsOf(schema, { ...valid, minimumOrder: 0, maximumDiscount: 0 })).toEqual({});
    expect(errorsOf(schema, { ...valid, minimumOrder: 2_000_000 })).toEqual({
      minimumOrder: 'The amount can be at most SEK 100,000',
    });
  });

  it('does not let a promotion start in the past', () => {
    expect(errorsOf(schema, { ...valid, startDate: '2030-03-09' })).toEqual({
      startDate: 'Start date cannot be in the past',
    });
    expect(errorsOf(schema, { ...valid, startDate: TODAY })).toEqual({});
  });

  it('takes "today" at parse time when given a function', () => {
    let today = '2030-03-01';
    const moving = createPromotionSchema({ today: () => today });
    expect(errorsOf(moving, valid)).toEqual({});
    today = '2030-03-11';
    expect(errorsOf(moving, valid)).toEqual({ startDate: 'Start date cannot be in the past' });
  });

  it('needs the end date after the start date', () => {
    expect(errorsOf(schema, { ...valid, endDate: TODAY })).toEqual({
      endDate: 'End date must be after the start date',
    });
    expect(errorsOf(schema, { ...valid, endDate: '2030-03-09' })).toEqual({
      endDate: 'End date must be after the start date',
    });
  });

  it('rejects dates that are not YYYY-MM-DD calendar dates', () => {
    expect(errorsOf(schema, { ...valid, startDate: '2030-02-30', endDate: '31/03/2030' })).toEqual({
      startDate: 'Please enter a valid date',
      endDate: 'Please enter a valid date',
    });
  });

  it('shows cross-field problems together with field problems', () => {
    expect(errorsOf(schema, { ...valid, title: '', discountValue: '', endDate: TODAY })).toEqual({
      title: 'Title is required',
      discountValue: 'Discount value is required',
      endDate: 'End date must be after the start date',
    });
  });

  it('treats a blank usage limit as unlimited and needs a whole number of at least 1 otherwise', () => {
    expect(parsed(schema, { ...valid, usageLimit: null }).usageLimit).toBeNull();
    expect(parsed(schema, { ...valid, usageLimit: '1' }).usageLimit).toBe(1);
    for (const usageLimit of [0, -2, 1.5, 'many']) {
      expect(errorsOf(schema, { ...valid, usageLimit })).toEqual({
        usageLimit: 'Usage limit must be a whole number of at least 1 (leave blank for unlimited)',
      });
    }
  });

  it('needs at least one day when repeat is enabled, and orders the days', () => {
    expect(errorsOf(schema, { ...valid, repeat: { enabled: true, days: [] } })).toEqual({
      'repeat.days': 'Select at least one day when repeat is enabled',
    });
    expect(errorsOf(schema, { ...valid, repeat: { enabled: true, days: ['funday'] } })).toEqual({
      'repeat.days.0': 'Please choose one of the available options',
    });
    expect(
      parsed(schema, { ...valid, repeat: { enabled: true, days: ['sunday', 'monday', 'sunday'] } }).repeat,
    ).toEqual({ enabled: true, days: ['monday', 'sunday'] });
  });

  it('refuses amounts with more than two decimals instead of rounding them', () => {
    const amounts = { discountValue: '12.345', minimumOrder: 100.001, maximumDiscount: '50,555' };
    expect(errorsOf(schema, { ...valid, ...amounts })).toEqual({
      discountValue: 'Enter an amount with at most two decimals',
      minimumOrder: 'Enter an amount with at most two decimals',
      maximumDiscount: 'Enter an amount with at most two decimals',
    });
    const delivery = { ...valid, discountType: 'delivery', deliveryType: 'reducedFee', deliveryFee: 9.999 };
    expect(errorsOf(schema, delivery)).toEqual({ deliveryFee: 'Enter an amount with at most two decimals' });
    expect(
      parsed(schema, { ...valid, discountValue: '12,5', minimumOrder: 99.99, maximumDiscount: 0.1 }),
    ).toMatchObject({ discountValue: 12.5, minimumOrder: 99.99, maximumDiscount: 0.1 });
  });

  it('refuses more than seven repeat days, before looking at each one', () => {
    const days = [...WEEKDAYS, 'monday'];
    expect(errorsOf(schema, { ...valid, repeat: { enabled: true, days } })).toEqual({
      'repeat.days': 'Select at most 7 different days',
    });
    const huge = Array.from({ length: 100_000 }, () => 'funday');
    expect(errorsOf(schema, { ...valid, repeat: { enabled: true, days: huge } })).toEqual({
      'repeat.days': 'Select at most 7 different days',
    });
  });

  it('needs chosen menu items when it applies to specific items', () => {
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific' })).toEqual({
      itemIds: 'Choose at least one item from your menu',
    });
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific', itemIds: [ITEM_A] })).toEqual({});
    expect(errorsOf(schema, { ...valid, applicableTo: 'some' })).toEqual({
      applicableTo: 'Please choose one of the available options',
    });
  });

  it('keeps each chosen item once, in the order chosen', () => {
    expect(
      parsed(schema, { ...valid, applicableTo: 'specific', itemIds: [ITEM_B, ITEM_A, ITEM_B.toUpperCase()] }),
    ).toMatchObject({ itemIds: [ITEM_B, ITEM_A] });
  });

  it('refuses what is not an item id, and more than 200 items before looking at each one', () => {
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific', itemIds: ['3'] })).toEqual({
      itemIds: 'Choose items from your menu',
    });
    const many = Array.from({ length: PROMOTION_MAX_ITEMS }, (_, index) => itemId(index));
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific', itemIds: many })).toEqual({});
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific', itemIds: [...many, ITEM_A] })).toEqual({
      itemIds: 'Choose at most 200 items',
    });
    const huge = Array.from({ length: 100_000 }, () => 'x');
    expect(errorsOf(schema, { ...valid, applicableTo: 'specific', itemIds: huge })).toEqual({
      itemIds: 'Choose at most 200 items',
    });
    expect(errorsOf(schema, { ...valid, itemIds: 'all of them' })).toEqual({
      itemIds: 'Invalid value',
    });
  });

  it('limits terms to 1000 characters', () => {
    expect(errorsOf(schema, { ...valid, terms: text(1000) })).toEqual({});
    expect(errorsOf(schema, { ...valid, terms: text(1001) })).toEqual({
      terms: 'Terms and conditions must be at most 1000 characters',
    });
  });

  describe('delivery promotions', () => {
    const delivery = { ...valid, discountType: 'delivery', discountValue: '' };

    it('need a valid delivery type', () => {
      expect(errorsOf(schema, delivery)).toEqual({ deliveryType: 'Please select a delivery promotion type' });
      expect(errorsOf(schema, { ...delivery, deliveryType: 'teleport' })).toEqual({
        deliveryType: 'Please select a valid delivery promotion type',
      });
      expect(errorsOf(schema, { ...delivery, deliveryType: 'freeDelivery' })).toEqual({});
    });

    it('need a delivery fee above 0 for a reduced fee', () => {
      const reduced = { ...delivery, deliveryType: 'reducedFee' };
      expect(errorsOf(schema, reduced)).toEqual({ deliveryFee: 'Delivery fee is required' });
      expect(errorsOf(schema, { ...reduced, deliveryFee: 0 })).toEqual({
        deliveryFee: 'Delivery fee must be greater than 0',
      });
      expect(errorsOf(schema, { ...reduced, deliveryFee: -5 })).toEqual({
        deliveryFee: 'Delivery fee must be greater than 0',
      });
      expect(parsed(schema, { ...reduced, deliveryFee: '19' }).deliveryFee).toBe(19);
    });

    // Issue 36 §1: a "reduced" fee of 1 950 kr went through a bulk approve (decision 061).
    it('need a reduced fee below the standard delivery fee, in both languages', () => {
      const reduced = { ...delivery, deliveryType: 'reducedFee' };
      expect(BRAND.standardDeliveryFee).toBe(39);
      expect(parsed(schema, { ...reduced, deliveryFee: '38,99' }).deliveryFee).toBe(38.99);
      expect(errorsOf(schema, { ...reduced, deliveryFee: 39 })).toEqual({
        deliveryFee: 'A reduced delivery fee must be lower than the standard fee, SEK 39',
      });
      expect(errorsOf(schema, { ...reduced, deliveryFee: '1950' }, 'sv')).toEqual({
        deliveryFee: 'Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr',
      });
    });

    it('need a threshold above 0 for free delivery above a threshold', () => {
      const threshold = { ...delivery, deliveryType: 'freeAboveThreshold' };
      expect(errorsOf(schema, threshold)).toEqual({
        freeDeliveryThreshold: 'Free delivery threshold is required',
      });
      expect(errorsOf(schema, { ...threshold, freeDeliveryThreshold: '0' })).toEqual({
        freeDeliveryThreshold: 'Free delivery threshold must be greater than 0',
      });
      expect(errorsOf(schema, { ...threshold, freeDeliveryThreshold: 200 })).toEqual({});
    });

    it('are not checked for other discount types', () => {
      expect(errorsOf(schema, { ...valid, deliveryType: 'reducedFee' })).toEqual({});
    });
  });

  it('speaks Swedish', () => {
    expect(errorsOf(schema, { ...valid, title: 'ab', endDate: TODAY }, 'sv')).toEqual({
      title: 'Titeln måste innehålla minst 3 tecken',
      endDate: 'Slutdatumet måste vara efter startdatumet',
    });
  });
});

describe('offer', () => {
  const offer = {
    titleSv: 'Fri leverans i en vecka',
    titleEn: 'Free delivery week',
    descriptionSv: 'Nya användare får fri leverans i en vecka',
    descriptionEn: 'New users get free delivery for a week',
    discountType: 'delivery',
    discountValue: null,
    startDate: '2020-01-01',
    endDate: '2020-01-08',
    active: true,
  };

  it('refuses a percentage or amount with more than two decimals', () => {
    expect(errorsOf(OfferSchema, { ...offer, discountType: 'percentage', discountValue: 10.125 })).toEqual({
      discountValue: 'Enter an amount with at most two decimals',
    });
    expect(errorsOf(OfferSchema, { ...offer, discountType: 'fixed', discountValue: '49,90' })).toEqual({});
  });

  it('reads typed amounts as promotions do and refuses them above the maxima (decision 061)', () => {
    const fixed = { ...offer, discountType: 'fixed' };
    expect(parsed(OfferSchema, { ...fixed, discountValue: '1 249,00' }).discountValue).toBe(1249);
    expect(parsed(OfferSchema, { ...fixed, discountValue: '150.50' }).discountValue).toBe(150.5);
    expect(errorsOf(OfferSchema, { ...fixed, discountValue: '100 001' })).toEqual({
      discountValue: 'The amount can be at most SEK 100,000',
    });
    expect(errorsOf(OfferSchema, { ...offer, discountType: 'percentage', discountValue: '12,5' })).toEqual(
      {},
    );
    expect(
      errorsOf(OfferSchema, { ...offer, discountType: 'percentage', discountValue: '1.249,00' }),
    ).toEqual({
      discountValue: 'Enter a number such as 150.50 or 1\u00a0249.50',
    });
  });

  it('accepts a valid offer, also one that started in the past', () => {
    expect(parsed(OfferSchema, offer)).toEqual(offer);
    expect(parsed(OfferSchema, { ...offer, active: undefined }).active).toBe(false);
  });

  it('checks both titles 3–100 and both descriptions 10–500', () => {
    const texts = (title: string, description: string) => ({
      titleSv: title,
      titleEn: title,
      descriptionSv: description,
      descriptionEn: description,
    });
    expect(errorsOf(OfferSchema, { ...offer, ...texts(text(2), text(9)) })).toEqual({
      titleSv: 'Title must be at least 3 characters',
      titleEn: 'Title must be at least 3 characters',
      descriptionSv: 'Description must be at least 10 characters',
      descriptionEn: 'Description must be at least 10 characters',
    });
    expect(errorsOf(OfferSchema, { ...offer, ...texts(text(3), text(10)) })).toEqual({});
    expect(errorsOf(OfferSchema, { ...offer, ...texts(text(100), text(500)) })).toEqual({});
    expect(errorsOf(OfferSchema, { ...offer, ...texts(text(101), text(501)) })).toEqual({
      titleSv: 'Title must be at most 100 characters',
      titleEn: 'Title must be at most 100 characters',
      descriptionSv: 'Description must be at most 500 characters',
      descriptionEn: 'Description must be at most 500 characters',
    });
  });

  it('requires the Swedish and the English text', () => {
    expect(errorsOf(OfferSchema, { ...offer, titleSv: '', descriptionEn: undefined })).toEqual({
      titleSv: 'Title is required',
      descriptionEn: 'Description is required',
    });
  });

  it('checks the discount and the dates', () => {
    expect(
      errorsOf(OfferSchema, {
        ...offer,
        discountType: 'percentage',
        discountValue: 120,
        endDate: '2019-12-31',
      }),
    ).toEqual({
      discountValue: 'A percentage discount cannot be more than 100',
      endDate: 'End date must be after the start date',
    });
    expect(errorsOf(OfferSchema, { ...offer, discountType: 'fixed' })).toEqual({
      discountValue: 'Discount value is required',
    });
    expect(errorsOf(OfferSchema, { ...offer, active: 'yes' })).toEqual({ active: 'Invalid value' });
  });
});
