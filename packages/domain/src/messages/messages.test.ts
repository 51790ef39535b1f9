import { describe, expect, it } from 'vitest';
import {
  en,
  isMessage,
  isMessageKey,
  LIMIT_MESSAGE_KEYS,
  MESSAGES,
  messageWithParams,
  requestErrorMessage,
  sv,
  translateMessage,
} from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it('has the same keys in English and Swedish', () => {
    expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
  });

  it('has a non-empty Swedish text with the same placeholders for every key', () => {
    for (const [key, english] of Object.entries(en)) {
      const swedish = sv[key as keyof typeof en];
      expect(swedish.trim(), key).not.toBe('');
      expect(placeholders(swedish), key).toEqual(placeholders(english));
    }
  });

  it('translates into Swedish rather than copying English', () => {
    const copied = Object.keys(en).filter((key) => sv[key as keyof typeof en] === en[key as keyof typeof en]);
    // "Status" is the Swedish word as well (the CSV exports' column header, issue 18).
    expect(copied).toEqual(['csvStatus']);
  });

  it("quotes SPEC.md's wording", () => {
    expect(en.firstNameRequired).toBe('First name is required');
    expect(en.invalidEmail).toBe('Please enter a valid email address');
    expect(en.termsRequired).toBe('You must agree to the terms and conditions');
    expect(en.required).toBe('This field is required');
    expect(en.invalidUserType).toBe('Invalid user type detected from path');
    expect(en.somethingWentWrong).toBe('Something went wrong. Please try again.');
    expect(en.vendorApplicationSuccess).toBe("Thank you for your application! We'll contact you soon.");
    expect(en.networkError).toBe('Network error. Please check your internet connection.');
    expect(en.requestTimeout).toBe('Request timed out. Please check your connection and try again.');
    expect(en.unexpectedError).toBe('An unexpected error occurred');
    expect(en.loadPartnersFailed).toBe('Failed to load partner data. Please try again.');
    expect(en.createPromotionFailed).toBe('Failed to create promotion. Please try again.');
    expect(en.updatePromotionFailed).toBe('Failed to update promotion. Please try again.');
    expect(en.cannotEditPromotion).toBe('Cannot Edit Promotion');
    expect(en.createVendorFailed).toBe('Failed to create vendor. Please try again.');
    expect(en.deleteVendorFailed).toBe('Failed to delete vendor. Please try again.');
    expect(en.updateVendorStatusFailed).toBe('Failed to update vendor status. Please try again.');
    expect(en.undoFailed).toBe('Failed to undo the last action. Please try again.');
    expect(en.invalidHandshake).toBe('Invalid app handshake');
    for (const text of [
      'Invalid credentials',
      'Authentication failed',
      'Admin not found',
      'Vendor not found',
      'Login failed',
      'Authentication check failed',
      'Logout failed',
    ]) {
      expect(Object.values(en)).toContain(text);
    }
  });
});

describe('translateMessage', () => {
  it('translates a key into the language', () => {
    expect(translateMessage('required', 'en')).toBe('This field is required');
    expect(translateMessage('required', 'sv')).toBe(MESSAGES.sv.required);
  });

  it('fills placeholders', () => {
    expect(translateMessage('apiRequestFailed', 'en', { status: 502 })).toBe(
      'API request failed with status 502',
    );
    expect(translateMessage('tooManyLoginAttempts', 'sv', { minutes: 15 })).toContain('15 minuter');
    expect(translateMessage('requestTimedOutAfter', 'en', { ms: 10000 })).toBe(
      'Request timed out after 10000ms',
    );
  });

  it('leaves unknown placeholders in place', () => {
    expect(translateMessage('apiRequestFailed', 'en', {})).toBe('API request failed with status {{status}}');
  });

  it('returns anything that is not a key unchanged', () => {
    expect(translateMessage('Server says no', 'sv')).toBe('Server says no');
    expect(translateMessage('toString', 'en')).toBe('toString');
  });

  it('says the limit of a too-long text, the number written the way each language writes it', () => {
    const message = messageWithParams('tooLong', { max: 2000 });
    expect(translateMessage(message, 'en')).toBe('This text is too long (max 2,000 characters)');
    expect(translateMessage(message, 'sv')).toBe('Texten är för lång (högst 2\u00a0000 tecken)');
    expect(translateMessage(messageWithParams('tooLong', { max: 100 }), 'sv')).toBe(
      'Texten är för lång (högst 100 tecken)',
    );
    expect(isMessage(message)).toBe(true);
    expect(isMessage('nope?max=2')).toBe(false);
    expect(isMessageKey(message)).toBe(false);
  });

  it('knows every key whose text names a limit, so the schemas give it the number', () => {
    // A text's limit in characters: "(max {{max}} characters)".
    const naming = Object.keys(en).filter((key) => en[key as keyof typeof en].includes('{{max}} characters'));
    expect([...LIMIT_MESSAGE_KEYS].sort()).toEqual(naming.sort());
  });

  it('keeps only whole numbers from a message with numbers', () => {
    expect(translateMessage('tooLong?max=%3Cb%3E', 'en')).toBe(
      'This text is too long (max {{max}} characters)',
    );
  });

  it('names the standard delivery fee from the brand constants', () => {
    expect(translateMessage('deliveryFeeNotReduced', 'en')).toBe(
      'A reduced delivery fee must be lower than the standard fee, SEK 39',
    );
    expect(translateMessage('deliveryFeeNotReduced', 'sv')).toBe(
      'Den sänkta leveransavgiften måste vara lägre än den vanliga, 39 kr',
    );
  });

  it('recognises keys', () => {
    expect(isMessageKey('invalidEmail')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe("requestErrorMessage (the API client's own messages, decision 050)", () => {
  const keys = ['unexpectedError', 'networkError', 'requestTimeout', 'apiRequestFailed'] as const;

  it("gives the full catalogue's text for each of its keys in both languages", () => {
    for (const language of ['en', 'sv'] as const) {
      for (const key of keys) {
        expect(requestErrorMessage(key, language, { status: 502 }), `${language} ${key}`).toBe(
          translateMessage(key, language, { status: 502 }),
        );
      }
    }
    expect(requestErrorMessage('apiRequestFailed', 'sv', { status: 502 })).toBe(
      'API-förfrågan misslyckades med status 502',
    );
  });
});
