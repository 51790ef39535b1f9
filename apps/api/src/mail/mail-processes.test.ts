import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcessesOfBlock, post } from '../test/processes.ts';
import { contactQuery } from '../test/forms.ts';
import { SmtpInbox } from '../test/smtp-inbox.ts';
import { createTestDatabaseForProcesses, postgresOnly, testDatabaseUrl } from '../test/test-app.ts';

// Two API processes on one PostgreSQL database, both running their mail worker on a short timer
// (issue 17): every e-mail arrives exactly once (`for update skip locked` and the claim's lease).

describe.skipIf(!testDatabaseUrl)(postgresOnly('the mail workers of two API processes'), () => {
  const inbox = new SmtpInbox();
  let drop: () => Promise<void> = async () => {};
  let url = '';

  beforeAll(async () => {
    await inbox.start();
    const created = await createTestDatabaseForProcesses();
    drop = created.drop;
    url = created.url;
  });
  afterAll(async () => {
    await drop();
    await inbox.stop();
  });
  const startApiProcess = apiProcessesOfBlock();

  it('send each e-mail exactly once', async () => {
    const env = {
      DATABASE_URL: url,
      SMTP_URL: inbox.url,
      MAIL_POLL_MS: '50',
      PUBLIC_FORM_RATE_LIMIT: '1000',
    };
    const processes = [await startApiProcess(env), await startApiProcess(env)];
    const caseNumbers: string[] = [];
    for (let i = 0; i < 30; i++) {
      caseNumbers.push(
        await (async () => {
          const answer = await post(
            processes[i % 2]!.base,
            '/api/queries',
            contactQuery({
              firstName: 'Eva',
              lastName: `Twice${i}`,
              email: `eva${i}@example.se`,
              language: i % 2 ? 'sv' : 'en',
            }),
          );
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          return answer.body.caseNumber as string;
        })(),
      );
    }
    await expect.poll(() => inbox.received.length, { timeout: 20_000, interval: 100 }).toBe(30);
    // Time for a second copy to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.received).toHaveLength(30);
    const received = inbox.received.map((mail) => /\(([^)]+)\)$/.exec(mail.subject)?.[1]).sort();
    expect(received).toEqual([...caseNumbers].sort());
  }, 60_000);
});
