import { describe, expect, it } from 'vitest';
import { errorsOf, makeOrganisationNumber, makePersonnummer, parsed, text } from '../test-support.ts';
import { ContactQuerySchema } from './contact-query.ts';
import { fieldErrorKeysFromZod, fieldErrorsFromZod } from './field-errors.ts';
import { loginRoleFromPath } from '../routes.ts';
import { LoginSchema } from './login.ts';
import { createRiderApplicationSchema, RiderStepOneSchema } from './rider-application.ts';
import { VendorApplicationSchema } from './vendor-application.ts';
import { VendorQuerySchema } from './vendor-query.ts';

describe('vendor application', () => {
  const valid = {
    firstName: ' Anna ',
    lastName: 'Berg',
    storeName: 'Annas Pizzeria',
    organizationNumber: makeOrganisationNumber('556677123', false),
    businessType: 'restaurant',
    phoneNumber: '070-123 45 67',
    organizationName: 'Annas Pizzeria AB',
    email: ' Anna@Example.SE ',
    termsAndConditions: true,
  };

  it('accepts a complete application and normalises it', () => {
    const data = parsed(VendorApplicationSchema, valid);
    expect(data.firstName).toBe('Anna');
    expect(data.email).toBe('anna@example.se');
    expect(data.organizationNumber).toBe(makeOrganisationNumber('556677123'));
    expect(data.phoneNumber).toBe('+46701234567');
  });

  it('names each missing field', () => {
    expect(errorsOf(VendorApplicationSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      storeName: 'Store name is required',
      organizationNumber: 'Organization number is required',
      businessType: 'Please select a business type',
      phoneNumber: 'Phone number is required',
      organizationName: 'Organization name is required',
      email: 'Email is required',
      termsAndConditions: 'You must agree to the terms and conditions',
    });
  });

  it('treats blank strings as missing', () => {
    expect(errorsOf(VendorApplicationSchema, { ...valid, firstName: '   ', businessType: '' })).toEqual({
      firstName: 'First name is required',
      businessType: 'Please select a business type',
    });
  });

  it('rejects invalid values', () => {
    expect(
      errorsOf(VendorApplicationSchema, {
        ...valid,
        organizationNumber: '556677-1234',
        businessType: 'bank',
        phoneNumber: '12',
        email: 'anna@',
        termsAndConditions: false,
      }),
    ).toEqual({
      organizationNumber: 'Please enter a valid Swedish organization number (XXXXXX-XXXX)',
      businessType: 'Please choose one of the available options',
      phoneNumber: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      termsAndConditions: 'You must agree to the terms and conditions',
    });
  });

  it('speaks Swedish', () => {
    expect(errorsOf(VendorApplicationSchema, { ...valid, email: 'x' }, 'sv')).toEqual({
      email: 'Ange en giltig e-postadress',
    });
  });
});

describe('rider application', () => {
  const now = new Date(2025, 5, 15, 12);
  const schema = createRiderApplicationSchema({ now: () => now });
  const valid = {
    city: 'Malmö',
    vehicle: 'Bicycle',
    firstName: 'Erik',
    lastName: 'Lund',
    phoneNumber: '+46 70 123 45 67',
    email: 'erik@example.se',
    nationalId: makePersonnummer('19900101', '001', { short: true }),
    swedishCitizen: 'no',
    ageConfirmed: true,
    termsAccepted: true,
  };

  it('accepts a complete application and normalises it', () => {
    const data = parsed(schema, valid);
    expect(data.nationalId).toBe(makePersonnummer('19900101', '001'));
    expect(data.phoneNumber).toBe('+46701234567');
  });

  it('checks step one on its own', () => {
    expect(parsed(RiderStepOneSchema, { city: 'Västerås', vehicle: 'MotorBike' })).toEqual({
      city: 'Västerås',
      vehicle: 'MotorBike',
    });
    expect(errorsOf(RiderStepOneSchema, { city: 'Paris', vehicle: '' })).toEqual({
      city: 'Please choose one of the available options',
      vehicle: 'Please select a vehicle',
    });
  });

  it('names each missing field', () => {
    expect(errorsOf(schema, {})).toEqual({
      city: 'Please select a city',
      vehicle: 'Please select a vehicle',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
      nationalId: 'Personal identity number is required',
      swedishCitizen: 'Please tell us whether you are a Swedish citizen',
      ageConfirmed: 'You must confirm that you are over 18',
      termsAccepted: 'You must agree to the terms and conditions',
    });
  });

  it('rejects invalid values', () => {
    expect(
      errorsOf(schema, {
        ...valid,
        phoneNumber: '+1 212 555 0100',
        nationalId: '19900101-0000',
        swedishCitizen: 'maybe',
        ageConfirmed: false,
        termsAccepted: 'yes',
      }),
    ).toEqual({
      phoneNumber: 'Please enter a valid Swedish phone number',
      nationalId: 'Please enter a valid Swedish personal identity number (YYYYMMDD-XXXX)',
      swedishCitizen: 'Please choose one of the available options',
      ageConfirmed: 'You must confirm that you are over 18',
      termsAccepted: 'You must agree to the terms and conditions',
    });
  });

  // SPEC §1: riders are Swedish citizens or residents; a coordination number is given to people who
  // are not registered as resident (decision 057).
  it('refuses a coordination number with its own message, in both languages', () => {
    const coordination = makePersonnummer('19900161', '001');
    expect(errorsOf(schema, { ...valid, nationalId: coordination })).toEqual({
      nationalId:
        'You cannot apply with a coordination number (samordningsnummer). Riders need a Swedish personal identity number (personnummer).',
    });
    expect(errorsOf(schema, { ...valid, nationalId: coordination.slice(2) }, 'sv')).toEqual({
      nationalId: 'Du kan inte ansöka med ett samordningsnummer. Bud behöver ett svenskt personnummer.',
    });
    // Under 18 as well: the coordination number is the one thing to fix.
    expect(errorsOf(schema, { ...valid, nationalId: makePersonnummer('20070676', '123') })).toEqual({
      nationalId:
        'You cannot apply with a coordination number (samordningsnummer). Riders need a Swedish personal identity number (personnummer).',
    });
  });

  it('turns away applicants under 18 by their personnummer', () => {
    expect(errorsOf(schema, { ...valid, nationalId: makePersonnummer('20070616', '123') })).toEqual({
      nationalId: 'You must be at least 18 years old to apply',
    });
    expect(errorsOf(schema, { ...valid, nationalId: makePersonnummer('20070615', '123') })).toEqual({});
  });
});

describe('contact query', () => {
  const valid = {
    requesterType: 'customer',
    firstName: 'Sara',
    lastName: 'Nilsson',
    email: 'sara@example.com',
    phoneNumber: '+44 20 7946 0958',
    subject: 'couponQueries',
    message: 'My coupon does not work.',
  };

  it('accepts Swedish and international phone numbers', () => {
    expect(parsed(ContactQuerySchema, valid).phoneNumber).toBe('+442079460958');
    expect(parsed(ContactQuerySchema, { ...valid, phoneNumber: '08-123 456 78' }).phoneNumber).toBe(
      '+46812345678',
    );
  });

  it("says 'This field is required' for every empty field", () => {
    const required = 'This field is required';
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    const expected = Object.fromEntries(Object.keys(valid).map((key) => [key, required]));
    expect(errorsOf(ContactQuerySchema, blank)).toEqual(expected);
    expect(errorsOf(ContactQuerySchema, {})).toEqual(expected);
    expect(errorsOf(ContactQuerySchema, blank, 'sv').email).toBe('Fältet är obligatoriskt');
  });

  it('rejects an invalid e-mail, phone number, subject or requester type', () => {
    expect(
      errorsOf(ContactQuerySchema, {
        ...valid,
        email: 'sara.example.com',
        phoneNumber: '0701',
        subject: 'weather',
        requesterType: 'admin',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Please enter a valid phone number',
      subject: 'Please choose one of the available options',
      requesterType: 'Please choose one of the available options',
    });
  });

  it('limits the message length', () => {
    expect(errorsOf(ContactQuerySchema, { ...valid, message: text(2000) })).toEqual({});
    expect(errorsOf(ContactQuerySchema, { ...valid, message: text(2001) })).toEqual({
      message: 'This text is too long (max 2,000 characters)',
    });
    expect(
      fieldErrorsFromZod(ContactQuerySchema.safeParse({ ...valid, message: text(2001) }).error!, 'sv'),
    ).toEqual({ message: 'Texten är för lång (högst 2\u00a0000 tecken)' });
  });
});

describe('login', () => {
  it('accepts an e-mail and a password of 6 characters or more', () => {
    expect(parsed(LoginSchema, { email: ' Admin@Levera.SE', password: ' 12345' })).toEqual({
      email: 'admin@levera.se',
      password: ' 12345',
    });
  });

  it.each([{}, { email: '', password: '' }])('requires both fields (%j)', (input) => {
    expect(errorsOf(LoginSchema, input)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail and the password length (5 / 6)', () => {
    expect(errorsOf(LoginSchema, { email: 'admin', password: text(5) })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(LoginSchema, { email: 'a@b.se', password: text(6) })).toEqual({});
    expect(errorsOf(LoginSchema, { email: 'a@b.se', password: text(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });

  it('derives the role from the path', () => {
    expect(loginRoleFromPath('/sv-en/admin/login')).toEqual({ ok: true, role: 'admin' });
    expect(loginRoleFromPath('/sv-se/vendor/login')).toEqual({ ok: true, role: 'vendor' });
    expect(loginRoleFromPath('/vendor/login')).toEqual({ ok: true, role: 'vendor' });
    expect(loginRoleFromPath('/sv-en/partner/vendor')).toEqual({ ok: false, error: 'invalidUserType' });
    expect(loginRoleFromPath('/sv-en/login')).toEqual({ ok: false, error: 'invalidUserType' });
  });
});

describe('vendor query', () => {
  const valid = { subject: 'Payout missing', category: 'payment', message: text(20) };

  it('accepts the limits', () => {
    expect(errorsOf(VendorQuerySchema, valid)).toEqual({});
    expect(errorsOf(VendorQuerySchema, { ...valid, subject: text(5), message: text(20) })).toEqual({});
    expect(errorsOf(VendorQuerySchema, { ...valid, subject: text(100), message: text(1000) })).toEqual({});
  });

  it('rejects lengths just outside them', () => {
    expect(errorsOf(VendorQuerySchema, { ...valid, subject: text(4), message: text(19) })).toEqual({
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 20 characters',
    });
    expect(errorsOf(VendorQuerySchema, { ...valid, subject: text(101), message: text(1001) })).toEqual({
      subject: 'Subject must be at most 100 characters',
      message: 'Message must be at most 1000 characters',
    });
  });

  it('counts trimmed length', () => {
    expect(errorsOf(VendorQuerySchema, { ...valid, subject: `  ${text(4)}  ` })).toEqual({
      subject: 'Subject must be at least 5 characters',
    });
  });

  it('requires every field', () => {
    expect(errorsOf(VendorQuerySchema, { subject: '', category: '', message: '' })).toEqual({
      subject: 'Subject is required',
      category: 'Please select a category',
      message: 'Message is required',
    });
  });
});

describe('field errors', () => {
  it('keeps the first message per dotted path and falls back for foreign messages', () => {
    const error = {
      issues: [
        { path: ['menus', 3, 'price'], message: 'priceRequired' },
        { path: ['menus', 3, 'price'], message: 'priceNegative' },
        { path: [], message: 'Invalid input: expected object' },
      ],
    };
    expect(fieldErrorKeysFromZod(error)).toEqual({ 'menus.3.price': 'priceRequired', _: 'invalidValue' });
    expect(fieldErrorsFromZod(error, 'sv')).toEqual({ 'menus.3.price': 'Pris krävs', _: 'Ogiltigt värde' });
  });

  it('reports a non-object body at the root', () => {
    const result = LoginSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsFromZod(result.error, 'en')).toEqual({ _: 'Invalid value' });
  });
});
