import max from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { phoneMetadata } from '../../../packages/domain/src/phone-metadata.ts';
import { phoneMetadataAsBuilt } from './phone-metadata.ts';

const load = phoneMetadataAsBuilt.load as (id: string) => string | null;

describe('phoneMetadataAsBuilt (decision 075)', () => {
  it("gives the client builds the domain's phone metadata as a value, without the full metadata", async () => {
    const code = load('/repo/packages/domain/src/phone-metadata.ts');
    expect(code).not.toBeNull();
    const module = await import(`data:text/javascript,${encodeURIComponent(code ?? '')}`);
    expect(module.phoneMetadata).toEqual(phoneMetadata);
    expect(module.phoneMetadata.countries.SE).toEqual(max.countries.SE);
    expect(code?.length ?? 0).toBeLessThan(JSON.stringify(max).length * 0.6);
  });

  it('leaves every other module to Vite', () => {
    expect(load('/repo/packages/domain/src/validators.ts')).toBeNull();
    expect(load('/repo/apps/web/app/phone-metadata.ts')).toBeNull();
  });
});
