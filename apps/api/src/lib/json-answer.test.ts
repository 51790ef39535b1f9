import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonAnswer } from './json-answer.ts';

describe('a cached JSON answer', () => {
  it('is compressed once per encoding, then the same bytes are sent again (issue 20)', () => {
    const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, title: 'Lunch' })) });
    const answer = new JsonAnswer(json);
    const br = answer.compressed('br');
    const gzip = answer.compressed('gzip');
    expect(answer.compressed('br')).toBe(br);
    expect(answer.compressed('gzip')).toBe(gzip);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gzip).toString()).toBe(json);
    expect(answer.bytes).toBe(Buffer.byteLength(json));
  });
});
