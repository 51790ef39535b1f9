import { expect, test } from 'vitest';
import './zod-config.ts';
import { z } from 'zod';

test('zod sees the jitless setting made without importing zod', () => {
  expect(z.config().jitless).toBe(true);
});
