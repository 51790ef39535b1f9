import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Personal data sealed at rest (issue 32, DESIGN.md §10, decision 058): the personnummer is stored
// encrypted with AES-256-GCM and found through a keyed hash (HMAC-SHA-256), both derived from one
// 32-byte key, DATA_ENCRYPTION_KEY. A sealed value names the key it was sealed with, so a key can be
// rotated while the old one still opens what it sealed (`npm run data-key:rotate`).

/** One data key: an id written into what it seals, and the two keys derived from it. */
export type DataKey = { id: string; encryption: Buffer; lookup: Buffer };

/** The key that seals new values, and earlier keys that still open and find older ones. */
export type DataKeyring = { current: DataKey; previous: DataKey[] };

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;

/** Reads a key written as 64 hex digits or as base64 of 32 bytes; null when it is neither. */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** A new random key, as `parseDataKey` reads it (base64). */
export function generateDataKey(): string {
  return randomBytes(32).toString('base64');
}

function deriveKey(master: Buffer): DataKey {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', master, '', `levera ${purpose}`, 32));
  // The id only tells keys apart; it reveals nothing usable about the key.
  const id = createHash('sha256').update('levera data key id').update(master).digest('hex').slice(0, 8);
  return { id, encryption: derive('personal data encryption v1'), lookup: derive('personal data lookup v1') };
}

/** The keyring of `current` (the key that seals) and `previous` keys (that still open), each as written. */
export function dataKeyring(current: string, previous: readonly string[] = []): DataKeyring {
  const read = (text: string, name: string) => {
    const key = parseDataKey(text);
    if (!key) throw new Error(`${name}: expected 32 bytes as 64 hex digits or base64`);
    return deriveKey(key);
  };
  const currentKey = read(current, 'DATA_ENCRYPTION_KEY');
  const previousKeys = previous
    .map((text) => read(text, 'DATA_ENCRYPTION_PREVIOUS_KEYS'))
    .filter((key) => key.id !== currentKey.id);
  return { current: currentKey, previous: previousKeys };
}

/** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): AES-256-GCM under the current key. */
export function seal(keyring: DataKeyring, plain: string): string {
  const { id, encryption } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryption, iv);
  // The key id is authenticated too, so a sealed value cannot be passed off under another key.
  cipher.setAAD(Buffer.from(id));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [SEAL_VERSION, id, ...parts].join('.');
}

/** How every value sealed with the current key begins: what another key's values do not. */
export function currentSealPrefix(keyring: DataKeyring): string {
  return `${SEAL_VERSION}.${keyring.current.id}.`;
}

/** The key id a sealed value names (null when it is not a sealed value). */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split('.');
  return version === SEAL_VERSION && id ? id : null;
}

/** Opens a value sealed with any key of the ring; throws when it was altered or no key fits. */
export function open(keyring: DataKeyring, sealed: string): string {
  const parts = sealed.split('.');
  const [version, id, iv, tag, body] = parts;
  if (parts.length !== 5 || version !== SEAL_VERSION || !id || !iv || !tag || body === undefined) {
    throw new Error('not a sealed value');
  }
  const key = keyOf(keyring, id);
  if (!key) throw new UnknownDataKeyError(id);
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(id));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A value sealed with a key that is neither DATA_ENCRYPTION_KEY nor one of the previous keys. */
export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `sealed with data key ${keyId}, which is neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_PREVIOUS_KEYS`,
    );
    this.name = 'UnknownDataKeyError';
  }
}

/** The key of the ring with this id (current or previous), if configured. */
function keyOf(keyring: DataKeyring, id: string): DataKey | undefined {
  return [keyring.current, ...keyring.previous].find((candidate) => candidate.id === id);
}

/** The keyed hash of a normalised value under the current key: what is stored and indexed. */
export function lookupHash(keyring: DataKeyring, normalised: string): string {
  return hashWith(keyring.current, normalised);
}

/**
 * The keyed hashes of a value under every key of the ring, current first: a search finds rows
 * stored under an earlier key until the rotation command has re-sealed them.
 */
export function lookupHashes(keyring: DataKeyring, normalised: string): string[] {
  return [keyring.current, ...keyring.previous].map((key) => hashWith(key, normalised));
}

function hashWith(key: DataKey, normalised: string): string {
  return createHmac('sha256', key.lookup).update(normalised).digest('hex');
}

/** `YYYYMMDD-XXXX` → `YYYYMMDD-****`: the form every answer, list and export shows. */
export function maskPersonnummer(normalised: string): string {
  return `${normalised.slice(0, 8)}-****`;
}

export const KEY_FILE_NAME = 'data-encryption.key';

/**
 * The embedded default's key (no DATA_ENCRYPTION_KEY, not production): read from
 * `DATA_DIR/data-encryption.key`, created with mode 0600 on the first start. Whoever has the data
 * folder has the key too, so this protects a dump or a copied table, not a copied folder: production
 * must set DATA_ENCRYPTION_KEY from a secret store (env.ts refuses to start without it).
 */
export function embeddedDataKey(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE_NAME);
  const read = () => {
    const key = readFileSync(file, 'utf8').trim();
    if (!parseDataKey(key)) throw new Error(`${file}: expected 32 bytes as 64 hex digits or base64`);
    return key;
  };
  if (existsSync(file)) return read();
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: of two processes starting at
  // once, one links its key and the other reads that one, never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${generateDataKey()}\n`, { mode: 0o600 });
  try {
    chmodSync(draft, 0o600);
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}

/** The keyring of the settings: DATA_ENCRYPTION_KEY (or the embedded default's key file) and earlier keys. */
export function keyringFromSettings(settings: {
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_ENCRYPTION_PREVIOUS_KEYS?: string[] | undefined;
  DATA_DIR: string;
}): DataKeyring {
  const current = settings.DATA_ENCRYPTION_KEY ?? embeddedDataKey(path.resolve(settings.DATA_DIR));
  return dataKeyring(current, settings.DATA_ENCRYPTION_PREVIOUS_KEYS ?? []);
}
