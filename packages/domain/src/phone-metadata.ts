import type { MetadataJson } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/max/metadata';
import min from 'libphonenumber-js/min/metadata';

/**
 * The phone metadata the validators use (decision 075), libphonenumber-js's custom-metadata route:
 * Sweden's numbering plan from the full ("max") metadata, so a Swedish number is checked digit by
 * digit against the plan (DESIGN.md: "real number plans, not regexes"), and every other country from
 * the smallest ("min") metadata, which checks a foreign number's pattern and length. Half the size of
 * the full metadata (19 KB gzip instead of 39 KB).
 *
 * Node (the API, the tests) computes it here from the installed package; the web builds replace this
 * module with the computed value (apps/web/scripts/phone-metadata.ts), so they ship neither file
 * whole.
 */
export const phoneMetadata: MetadataJson = {
  ...min,
  countries: { ...min.countries, SE: max.countries.SE },
};
