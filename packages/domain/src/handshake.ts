import { HANDSHAKE_MAX_SKEW_MS, HANDSHAKE_VERSION } from './constants.ts';

// The app handshake of DESIGN.md §4: `X-App-Handshake: Bearer <base64url(JSON)>`. It identifies
// the client app and rejects stale or foreign clients early; it is NOT a security boundary (the
// browser bundle holds everything needed to forge it).

/** Lower-case, as Node exposes incoming header names. */
export const HANDSHAKE_HEADER = 'x-app-handshake';
export const HANDSHAKE_APP_ID = 'levera-web';
export const HANDSHAKE_STRING = 'levera-app-handshake';

export type HandshakePayload = { appId: string; timestamp: number; version: string; handshake: string };

const MAX_HEADER_LENGTH = 1024;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Made once: the API decodes a header on every request.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return strictUtf8.decode(bytes);
}

/** The header value for a request sent at `now` (epoch milliseconds). */
export function createHandshakeHeader(options: { appId?: string; now?: number } = {}): string {
  const payload: HandshakePayload = {
    appId: options.appId ?? HANDSHAKE_APP_ID,
    timestamp: options.now ?? Date.now(),
    version: HANDSHAKE_VERSION,
    handshake: HANDSHAKE_STRING,
  };
  return `Bearer ${toBase64Url(JSON.stringify(payload))}`;
}

/** The decoded payload of a well-formed header, or null. Does not check version or clock skew. */
export function parseHandshakeHeader(value: unknown): HandshakePayload | null {
  if (typeof value !== 'string' || value.length > MAX_HEADER_LENGTH) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+={0,2})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(fromBase64Url(match[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { appId, timestamp, version, handshake } = payload as Record<string, unknown>;
  if (typeof appId !== 'string' || appId.trim() === '' || appId.length > 100) return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  if (typeof version !== 'string' || typeof handshake !== 'string') return null;
  return { appId, timestamp, version, handshake };
}

/** Well-formed, the current version, our handshake string, and sent within 5 minutes of `now`. */
export function isValidHandshakeHeader(value: unknown, now: number = Date.now()): boolean {
  const payload = parseHandshakeHeader(value);
  return (
    payload !== null &&
    payload.version === HANDSHAKE_VERSION &&
    payload.handshake === HANDSHAKE_STRING &&
    Math.abs(now - payload.timestamp) <= HANDSHAKE_MAX_SKEW_MS
  );
}
