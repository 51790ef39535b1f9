import { normalizePersonnummer } from '@levera/domain';
import {
  type DataKeyring,
  lookupHash,
  lookupHashes,
  maskPersonnummer,
  seal,
} from '../../lib/personal-data-crypto.ts';

// A rider's personnummer at rest (issue 32, decision 058): sealed (AES-256-GCM), found by its keyed
// hash, shown masked. The clear value is never stored; it leaves the API only through
// GET /partners/{id}/national-id, which is audited.

/** The three columns that stand for one personnummer in `partner_applications`. */
export type NationalIdColumns = {
  nationalIdSealed: string;
  nationalIdHash: string;
  nationalIdMasked: string;
};

/** The columns of a personnummer in its stored form (`YYYYMMDD-XXXX`, as the rider schema normalises it). */
export function nationalIdColumns(keyring: DataKeyring, personnummer: string): NationalIdColumns {
  return {
    nationalIdSealed: seal(keyring, personnummer),
    nationalIdHash: lookupHash(keyring, personnummer),
    nationalIdMasked: maskPersonnummer(personnummer),
  };
}

/**
 * A stored value in the form it is sealed and hashed in: `YYYYMMDD-XXXX` for twelve digits with or
 * without the hyphen, else the domain's normalisation (ten digits: the century from `now`), else the
 * value as written, trimmed (a value the forms never accepted is sealed all the same).
 */
export function canonicalPersonnummer(value: string, now: Date): string {
  const trimmed = value.trim();
  const long = /^(\d{8})-?(\d{4})$/.exec(trimmed);
  if (long) return `${long[1]}-${long[2]}`;
  return normalizePersonnummer(trimmed, now) ?? trimmed;
}

/**
 * The keyed hashes a search term stands for when it is a personnummer in a form people write it
 * (YYMMDD-XXXX, YYYYMMDDXXXX, with or without the hyphen), under every configured key; [] otherwise.
 */
export function personnummerSearchHashes(keyring: DataKeyring, q: string, now: Date): string[] {
  const personnummer = normalizePersonnummer(q.trim(), now);
  return personnummer ? lookupHashes(keyring, personnummer) : [];
}
