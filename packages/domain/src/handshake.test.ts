import { describe, expect, it } from 'vitest';
import { HANDSHAKE_MAX_SKEW_MS } from './constants.ts';
import {
  createHandshakeHeader,
  HANDSHAKE_APP_ID,
  HANDSHAKE_STRING,
  isValidHandshakeHeader,
  parseHandshakeHeader,
} from './handshake.ts';

const NOW = Date.UTC(2030, 0, 1);
const encode = (payload: unknown) => `Bearer ${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

describe('app handshake', () => {
  it('round-trips', () => {
    const header = createHandshakeHeader({ now: NOW });
    expect(header).toMatch(/^Bearer [A-Za-z0-9_-]+$/);
    expect(parseHandshakeHeader(header)).toEqual({
      appId: HANDSHAKE_APP_ID,
      timestamp: NOW,
      version: '1.0.0',
      handshake: HANDSHAKE_STRING,
    });
    expect(isValidHandshakeHeader(header, NOW)).toBe(true);
  });

  it('allows 5 minutes of clock skew either way', () => {
    expect(isValidHandshakeHeader(createHandshakeHeader({ now: NOW - HANDSHAKE_MAX_SKEW_MS }), NOW)).toBe(
      true,
    );
    expect(isValidHandshakeHeader(createHandshakeHeader({ now: NOW + HANDSHAKE_MAX_SKEW_MS }), NOW)).toBe(
      true,
    );
    expect(isValidHandshakeHeader(createHandshakeHeader({ now: NOW - HANDSHAKE_MAX_SKEW_MS - 1 }), NOW)).toBe(
      false,
    );
    expect(isValidHandshakeHeader(createHandshakeHeader({ now: NOW + HANDSHAKE_MAX_SKEW_MS + 1 }), NOW)).toBe(
      false,
    );
  });

  it('rejects another version or handshake string', () => {
    const payload = { appId: 'x', timestamp: NOW, version: '1.0.0', handshake: HANDSHAKE_STRING };
    expect(isValidHandshakeHeader(encode(payload), NOW)).toBe(true);
    expect(isValidHandshakeHeader(encode({ ...payload, version: '2.0.0' }), NOW)).toBe(false);
    expect(isValidHandshakeHeader(encode({ ...payload, handshake: 'guess' }), NOW)).toBe(false);
  });

  it('rejects missing and malformed headers', () => {
    const good = createHandshakeHeader({ now: NOW });
    for (const value of [
      undefined,
      '',
      [good, good],
      good.replace('Bearer ', ''),
      'Bearer',
      'Bearer !!!',
      `Bearer ${Buffer.from('not json').toString('base64url')}`,
      encode(null),
      encode({ appId: '', timestamp: NOW, version: '1.0.0', handshake: HANDSHAKE_STRING }),
      encode({ appId: 'x', timestamp: String(NOW), version: '1.0.0', handshake: HANDSHAKE_STRING }),
      `Bearer ${'A'.repeat(2000)}`,
    ]) {
      expect(isValidHandshakeHeader(value, NOW), String(value)).toBe(false);
    }
  });

  it('accepts a lower-case scheme', () => {
    expect(isValidHandshakeHeader(createHandshakeHeader({ now: NOW }).replace('Bearer', 'bearer'), NOW)).toBe(
      true,
    );
  });
});
