import { expect, it } from 'vitest';
import { freshTestApp } from '../test/fixtures.ts';
import { call } from '../test/test-app.ts';

// Decision 025: every answer is declared, so the OpenAPI document shows what each route sends.
const t = freshTestApp();

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

it('documents the success answer of every route', async () => {
  const docs = await call(t.app, '/api/docs/json', { withoutHandshake: true });
  const paths = docs.body.paths as Record<string, Record<string, Operation>>;
  const undocumented: string[] = [];
  let documented = 0;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      // The list exports answer a CSV file (issue 18), the admin counts stream is an event stream;
      // every other route with a body answers JSON.
      const type = path.endsWith('/export.csv')
        ? 'text/csv'
        : path.endsWith('/counts/stream')
          ? 'text/event-stream'
          : 'application/json';
      const answered = successes.some(([, answer]) => answer.content?.[type]?.schema);
      // Sign-out answers 204 without a body.
      if (!answered && !path.endsWith('/logout')) undocumented.push(route);
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const declared = t.app.apiRoutes.find((r) => r.method === method.toUpperCase() && r.url === url);
      if (declared) documented += 1;
    }
  }
  expect(documented).toBe(t.app.apiRoutes.length);
  expect(undocumented).toEqual([]);
});

it('describes every tag a route is filed under', async () => {
  const docs = await call(t.app, '/api/docs/json', { withoutHandshake: true });
  const described = new Set((docs.body.tags as { name: string }[]).map((tag) => tag.name));
  const paths = docs.body.paths as Record<string, Record<string, { tags?: string[] }>>;
  const used = new Set(
    Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags ?? [])),
  );
  expect([...used].filter((tag) => !described.has(tag))).toEqual([]);
});
