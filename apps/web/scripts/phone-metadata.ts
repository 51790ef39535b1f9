import type { Plugin } from 'vite';
import { phoneMetadata } from '../../../packages/domain/src/phone-metadata.ts';

/**
 * Both client builds (decision 075): the domain's phone metadata as the value it computes (Sweden
 * from libphonenumber-js's full metadata, the rest from its smallest), built here once from the
 * installed package, so the bundle carries 84 KB of metadata instead of both files (240 KB). Both
 * builds make the same validators chunk from it, under the same name, so a browser loads it once.
 */
export const phoneMetadataAsBuilt: Plugin = {
  name: 'levera:phone-metadata-as-built',
  enforce: 'pre',
  load(id) {
    if (!/[\\/]packages[\\/]domain[\\/]src[\\/]phone-metadata\.ts$/.test(id)) return null;
    return `export const phoneMetadata = ${JSON.stringify(phoneMetadata)};`;
  },
};
