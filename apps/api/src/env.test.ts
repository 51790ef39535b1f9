import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('settings', () => {
  // Issue 34: a process that listened on every interface by default could be reached around the
  // reverse proxy in front of it, where a client sends its own X-Forwarded-For. Listening further
  // (a container, another machine's proxy) is the operator's explicit choice.
  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(readEnv({}).HOST).toBe('127.0.0.1');
    expect(readEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
