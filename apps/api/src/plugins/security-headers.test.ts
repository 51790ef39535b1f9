import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

// The headers are worked out once from helmet's own middleware; these are the ones the product
// depends on (README: production turns on HSTS).
describe('helmetHeaders', () => {
  it('sets HSTS only when it is asked for', () => {
    expect(helmetHeaders({ hsts: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(helmetHeaders({ hsts: false })).not.toHaveProperty('strict-transport-security');
  });

  it('writes the CSP directives it is given, and helmet defaults beside them', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    });
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
