import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  admins,
  mailOutbox,
  supportCaseLinks,
  supportQueries,
  supportQueryMessages,
} from '../../db/schema.ts';
import { readEnv } from '../../env.ts';
import { loggerOptions } from '../../logger.ts';
import {
  auditEntriesOf,
  createAdmin,
  createVendor,
  KEEP_OUTBOX_ROWS,
  signIn,
  freshTestApp,
  BEHIND_PROXY,
  newAddresses,
  TEST_ORIGIN,
} from '../../test/fixtures.ts';
import { SmtpInbox } from '../../test/smtp-inbox.ts';
import { call, TEST_DATA_ENCRYPTION_KEY } from '../../test/test-app.ts';

// The support desk (issue 37, decision 076) through HTTP and a real SMTP server, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a reply e-mailed with the case link, the requester's answer through
// it, notes, assignment, the vendor's follow-up, saved replies.

const inbox = new SmtpInbox();
const START = new Date('2030-05-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const t = freshTestApp({
  inbox,
  now: START,
  env: {
    ...BEHIND_PROXY,
    ADMIN_NOTIFY_EMAIL: 'team@levera.test',
    PUBLIC_FORM_RATE_LIMIT: '10000',
    ...KEEP_OUTBOX_ROWS,
  },
});
let ownerToken: string;
let ownerId: string;
let supportToken: string;
let supportId: string;
beforeAll(async () => {
  const owner = await createAdmin(t.database.db);
  ownerId = owner.id;
  const support = await createAdmin(t.database.db, undefined, 'support');
  supportId = support.id;
  ownerEmail = owner.email;
  supportEmail = support.email;
  await signInAgain();
});
beforeEach(() => signInAgain());

let ownerEmail: string;
let supportEmail: string;
/** Fresh sessions as of the clock now (a jump of days ends the older ones). */
async function signInAgain() {
  ownerToken = await signIn(t.app, 'admin', ownerEmail);
  supportToken = await signIn(t.app, 'admin', supportEmail);
}

const unique = () => randomBytes(4).toString('hex');
/** Each public call from its own address, so the link throttle counts only its own test's calls. */
const fromAddress = newAddresses('10.37');

const asAdmin = (
  url: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, string>;
  } = {},
  token = ownerToken,
) => call(t.app, url, { ...options, token });

async function sendContactForm(language: 'en' | 'sv' = 'sv') {
  const email = `kund-${unique()}@example.se`;
  const answer = await call(t.app, '/api/queries', {
    method: 'POST',
    body: {
      requesterType: 'customer',
      firstName: 'Sara',
      lastName: 'Nilsson',
      email,
      subject: 'inquiries',
      phoneNumber: '070-123 45 67',
      message: 'Var är min beställning? Den skulle ha kommit för en timme sedan.',
      language,
    },
    headers: fromAddress(),
  });
  expect(answer.status, answer.raw).toBe(201);
  const [stored] = await t.database.db
    .select()
    .from(supportQueries)
    .where(eq(supportQueries.caseNumber, answer.body.caseNumber));
  // A new query waits from when it arrived.
  expect(stored!.waitingSince?.toISOString()).toBe(stored!.createdAt.toISOString());
  // The form's row takes the database's clock; the test's clock is START.
  const [row] = await t.database.db
    .update(supportQueries)
    .set({ createdAt: START, updatedAt: START, waitingSince: START })
    .where(eq(supportQueries.caseNumber, answer.body.caseNumber))
    .returning();
  return { id: row!.id, caseNumber: row!.caseNumber, email };
}

/** Sends the outbox and answers the case link's token from the reply e-mail to `email`. */
async function tokenFromReplyTo(email: string): Promise<{ token: string; text: string; subject: string }> {
  await t.app.mail.drain();
  const linkIn = (text: string) => text.match(/\/support\/case\?token=([A-Za-z0-9_-]+)/);
  const mail = inbox
    .to(email)
    .filter((received) => linkIn(received.text))
    .at(-1);
  expect(mail, `no reply e-mail to ${email}`).toBeDefined();
  return { token: linkIn(mail!.text)![1]!, text: mail!.text, subject: mail!.subject };
}

const reply = (id: string, message: string, token = ownerToken) =>
  asAdmin(`/api/queries/${id}/replies`, { method: 'POST', body: { message, language: 'sv' } }, token);
const openCase = (token: string, language = 'sv') =>
  call(t.app, `/api/support/cases/${token}`, { query: { language }, headers: fromAddress() });
const answerCase = (token: string, message: string, language = 'sv') =>
  call(t.app, `/api/support/cases/${token}/replies`, {
    method: 'POST',
    body: { message, language },
    headers: fromAddress(),
  });

async function adminQuery(id: string) {
  const [row] = await t.database.db.select().from(supportQueries).where(eq(supportQueries.id, id));
  return row!;
}

describe('a reply from the panel to a contact query', () => {
  it('is e-mailed in the sender’s language with the case number and a working private link', async () => {
    const query = await sendContactForm('sv');
    t.setNow(new Date(START.getTime() + 90 * 60_000));
    const answer = await reply(query.id, 'Hej Sara! Din beställning är på väg.');
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.message).toBe('Svaret har skickats');
    expect(answer.body.data).toMatchObject({
      isRead: true,
      waitingSince: null,
      firstResponseMinutes: 90,
    });

    const mail = await tokenFromReplyTo(query.email);
    expect(mail.subject).toContain(query.caseNumber);
    expect(mail.text).toContain('Hej Sara! Din beställning är på väg.');
    expect(mail.text).toContain(`${TEST_ORIGIN}/sv-se/support/case?token=`);
    expect(mail.text).toContain('Allmän fråga');
    // Only the hash is kept.
    const links = await t.database.db
      .select()
      .from(supportCaseLinks)
      .where(eq(supportCaseLinks.queryId, query.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toBe(mail.token);

    const page = await openCase(mail.token);
    expect(page.status, page.raw).toBe(200);
    expect(page.body.data).toMatchObject({
      caseNumber: query.caseNumber,
      subject: 'Allmän fråga',
      status: 'created',
      language: 'sv',
    });
    expect(page.body.data.messages.map((entry: { from: string }) => entry.from)).toEqual(['you', 'support']);
    // Nobody else's data: no address, no admin's name.
    expect(page.raw).not.toContain('@');
    expect(page.raw).not.toContain('Test Admin');
    expect(page.raw).not.toContain(query.email);
    expect(page.raw).not.toContain('701234567');
    expect(page.raw).not.toContain('Nilsson');
    // A second reply keeps the first response's time.
    t.setNow(new Date(START.getTime() + 3 * 60 * 60_000));
    const second = await reply(query.id, 'Den är framme nu.');
    expect(second.body.data.firstResponseMinutes).toBe(90);
    t.setNow(START);
  });

  it('reaches a requester who answers through the link: the case reopens, turns NEW and shows the answer', async () => {
    const query = await sendContactForm('sv');
    await reply(query.id, 'Vi har återbetalat beloppet.');
    const { token } = await tokenFromReplyTo(query.email);
    const resolved = await asAdmin(`/api/queries/${query.id}/status`, {
      method: 'PATCH',
      body: { status: 'resolved', expectedStatus: 'created' },
    });
    expect(resolved.status, resolved.raw).toBe(200);
    const countsBefore = await asAdmin('/api/admin/counts');

    const later = new Date(START.getTime() + 2 * DAY);
    t.setNow(later);
    await signInAgain();
    const answered = await answerCase(token, 'Tack, men jag har inte fått pengarna.');
    expect(answered.status, answered.raw).toBe(201);
    expect(answered.body.message).toBe('Tack! Ditt svar har lagts till i ditt ärende.');
    expect(answered.body.data.status).toBe('inProgress');
    expect(answered.body.data.messages.at(-1)).toMatchObject({
      from: 'you',
      body: 'Tack, men jag har inte fått pengarna.',
    });

    const row = await adminQuery(query.id);
    expect(row).toMatchObject({ status: 'inProgress', isRead: false });
    expect(row.waitingSince?.toISOString()).toBe(later.toISOString());
    const conversation = await asAdmin(`/api/queries/${query.id}/conversation`);
    expect(conversation.body.data.messages.at(-1)).toMatchObject({
      kind: 'reply',
      authorKind: 'requester',
      body: 'Tack, men jag har inte fått pengarna.',
    });
    // NEW in the live counts, listed by the digest, audited (the answer and the reopening).
    const countsAfter = await asAdmin('/api/admin/counts');
    expect(countsAfter.status, countsAfter.raw).toBe(200);
    expect(JSON.stringify(countsAfter.body)).not.toBe(JSON.stringify(countsBefore.body));
    const digestRows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'caseAnswered')));
    expect(digestRows.map((entry) => (entry.data as { caseNumber: string }).caseNumber)).toContain(
      query.caseNumber,
    );
    await t.app.mail.drain();
    expect(inbox.to('team@levera.test').at(-1)?.text).toContain(
      `${query.caseNumber}: new answer in the conversation`,
    );
    const actions = (await auditEntriesOf(t.database.db, 'supportQuery', query.id)).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['respond', 'changeStatus', 'requesterReply', 'reopen']));
    // The admin list shows it waiting, first when sorted by waiting time.
    const list = await asAdmin('/api/queries', { query: { sort: 'waitingSince', order: 'asc' } });
    expect(list.status, list.raw).toBe(200);
    const listed = list.body.data.find((entry: { id: string }) => entry.id === query.id);
    expect(listed).toMatchObject({ isRead: false, status: 'inProgress', waitingSince: later.toISOString() });
    const waits = list.body.data.map((entry: { waitingSince: string | null }) => entry.waitingSince);
    const waiting = waits.filter((value: string | null) => value !== null);
    expect(waiting).toEqual([...waiting].sort());
    expect(waits.slice(waiting.length).every((value: string | null) => value === null)).toBe(true);
    t.setNow(START);
  });

  it('answers 410 in Swedish for a wrong token and for a case resolved more than 30 days ago', async () => {
    const wrong = await openCase('A'.repeat(43));
    expect(wrong.status).toBe(410);
    expect(wrong.body).toMatchObject({ code: 'case_link_invalid' });
    expect(wrong.body.error).toContain('Länken gäller inte längre');
    const wrongAnswer = await answerCase('A'.repeat(43), 'Hallå?');
    expect(wrongAnswer.status).toBe(410);

    const query = await sendContactForm('en');
    await reply(query.id, 'Solved on our side.');
    const { token } = await tokenFromReplyTo(query.email);
    await asAdmin(`/api/queries/${query.id}/status`, {
      method: 'PATCH',
      body: { status: 'closed', expectedStatus: 'created' },
    });
    t.setNow(new Date(START.getTime() + 29 * DAY));
    expect((await openCase(token, 'en')).status).toBe(200);
    t.setNow(new Date(START.getTime() + 31 * DAY));
    const expired = await openCase(token, 'en');
    expect(expired.status).toBe(410);
    expect(expired.body.error).toContain('no longer valid');
    const late = await answerCase(token, 'Hello again?', 'en');
    expect(late.status).toBe(410);
    expect((await adminQuery(query.id)).status).toBe('closed');
    t.setNow(START);
  });

  it('throttles guesses from an address, never the requester who reads and answers a working link', async () => {
    const query = await sendContactForm('sv');
    await reply(query.id, 'Hej!');
    const { token } = await tokenFromReplyTo(query.email);
    const home = { 'x-forwarded-for': '10.38.0.1' };
    const open = () =>
      call(t.app, `/api/support/cases/${token}`, { query: { language: 'sv' }, headers: home });
    for (let view = 0; view < 30; view++) expect((await open()).status).toBe(200);
    const answered = await call(t.app, `/api/support/cases/${token}/replies`, {
      method: 'POST',
      body: { message: 'Tack!', language: 'sv' },
      headers: home,
    });
    expect(answered.status).toBe(201);
    const guesses: number[] = [];
    for (let guess = 0; guess < 22; guess++) {
      const wrong = await call(t.app, `/api/support/cases/${'B'.repeat(42)}${guess % 10}`, { headers: home });
      guesses.push(wrong.status);
    }
    expect(guesses.slice(0, 20).every((status) => status === 410)).toBe(true);
    expect(guesses.at(-1)).toBe(429);
    // Over the limit, the address waits, the working link too, until the window ends.
    expect((await open()).status).toBe(429);
  });

  it('refuses an empty or 100 KB answer by the schema, and stores HTML as text', async () => {
    const query = await sendContactForm('sv');
    await reply(query.id, 'Hej!');
    const { token } = await tokenFromReplyTo(query.email);
    expect((await answerCase(token, '   ')).status).toBe(400);
    const huge = await answerCase(token, 'x'.repeat(100_000));
    expect(huge.status).toBe(400);
    expect(huge.body.fields.message).toBe('Meddelandet får innehålla högst 5000 tecken');
    const html = '<script>alert(1)</script><b>hej</b>';
    expect((await answerCase(token, html)).status).toBe(201);
    const page = await openCase(token);
    expect(page.body.data.messages.at(-1).body).toBe(html);
  });
});

describe('internal notes', () => {
  it('are seen by admins only: never on the case page nor in an e-mail', async () => {
    const query = await sendContactForm('sv');
    const note = await asAdmin(`/api/queries/${query.id}/notes`, {
      method: 'POST',
      body: { message: 'Kunden har ringt två gånger, ge rabatt.', language: 'sv' },
    });
    expect(note.status, note.raw).toBe(201);
    expect(note.body.message).toBe('Anteckningen har sparats');
    expect(note.body.data.messages.at(-1)).toMatchObject({
      kind: 'note',
      authorKind: 'admin',
      author: { id: ownerId, name: 'Test Admin' },
    });
    await reply(query.id, 'Vi skickar en ny beställning.');
    const { token, text } = await tokenFromReplyTo(query.email);
    expect(text).not.toContain('ge rabatt');
    const page = await openCase(token);
    expect(page.raw).not.toContain('ge rabatt');
    expect(page.body.data.messages).toHaveLength(2);
    const audit = await auditEntriesOf(t.database.db, 'supportQuery', query.id);
    expect(audit.map((entry) => entry.action)).toContain('addNote');
  });
});

describe('assignment', () => {
  it('assigns, takes and clears a query; the Mine tab and the assignee filter follow', async () => {
    const query = await sendContactForm('en');
    const other = await sendContactForm('en');
    const taken = await asAdmin(
      `/api/queries/${query.id}/assignee`,
      { method: 'PUT', body: { adminId: supportId, language: 'en' } },
      supportToken,
    );
    expect(taken.status, taken.raw).toBe(200);
    expect(taken.body).toMatchObject({
      message: 'Query assigned',
      data: { assignee: { id: supportId, name: 'Test Admin' } },
    });

    // The export names who has it (the list's filters and order, as the list shows them).
    const exported = await asAdmin('/api/queries/export.csv', {
      query: { assignee: supportId, language: 'sv' },
    });
    expect(exported.status, exported.raw).toBe(200);
    const [header, ...rows] = parse(exported.raw.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows.map((row) => [row[0], row[header!.indexOf('Ansvarig')]])).toEqual([
      [query.caseNumber, 'Test Admin'],
    ]);

    const mine = await asAdmin('/api/queries', { query: { assignee: 'me' } }, supportToken);
    expect(mine.body.data.map((entry: { id: string }) => entry.id)).toEqual([query.id]);
    const ownersMine = await asAdmin('/api/queries', { query: { assignee: 'me' } });
    expect(ownersMine.body.data.map((entry: { id: string }) => entry.id)).not.toContain(query.id);
    const bySupport = await asAdmin('/api/queries', { query: { assignee: supportId } });
    expect(bySupport.body.data.map((entry: { id: string }) => entry.id)).toEqual([query.id]);
    const nobodys = await asAdmin('/api/queries', { query: { assignee: 'none', pageSize: '100' } });
    const nobodyIds = nobodys.body.data.map((entry: { id: string }) => entry.id);
    expect(nobodyIds).toContain(other.id);
    expect(nobodyIds).not.toContain(query.id);

    // Whom the picker offers, to every role: active admins by name, nothing but id and name; a
    // deactivated admin is not offered (assigning one answers 422 below).
    const gone = await createAdmin(t.database.db, undefined, 'admin');
    await t.database.db.update(admins).set({ status: 'deactivated' }).where(eq(admins.id, gone.id));
    const assignees = await asAdmin('/api/queries/assignees', {}, supportToken);
    expect(assignees.status, assignees.raw).toBe(200);
    const offered = assignees.body.data as { id: string; name: string }[];
    expect(offered.map((admin) => admin.id)).toEqual(expect.arrayContaining([ownerId, supportId]));
    expect(offered.map((admin) => admin.id)).not.toContain(gone.id);
    expect(offered.every((admin) => Object.keys(admin).sort().join() === 'id,name')).toBe(true);
    // By name: two colleagues named so their order shows it (the others are all "Test Admin").
    const named = await Promise.all(
      ['Zelda Zetterlund', 'Adam Ahlberg'].map(() => createAdmin(t.database.db)),
    );
    await t.database.db.update(admins).set({ name: 'Zelda Zetterlund' }).where(eq(admins.id, named[0]!.id));
    await t.database.db.update(admins).set({ name: 'Adam Ahlberg' }).where(eq(admins.id, named[1]!.id));
    const reread = (await asAdmin('/api/queries/assignees', {}, supportToken)).body.data as {
      name: string;
    }[];
    const names = reread.map((admin) => admin.name);
    expect(names.indexOf('Adam Ahlberg')).toBeLessThan(names.indexOf('Test Admin'));
    expect(names.indexOf('Test Admin')).toBeLessThan(names.indexOf('Zelda Zetterlund'));
    const toGone = await asAdmin(`/api/queries/${query.id}/assignee`, {
      method: 'PUT',
      body: { adminId: gone.id, language: 'en' },
    });
    expect(toGone.status).toBe(422);

    const unknown = await asAdmin(`/api/queries/${query.id}/assignee`, {
      method: 'PUT',
      body: { adminId: '00000000-0000-4000-8000-000000000000', language: 'sv' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('Den här administratören kan inte ta ärenden');

    const cleared = await asAdmin(`/api/queries/${query.id}/assignee`, {
      method: 'PUT',
      body: { adminId: null, language: 'en' },
    });
    expect(cleared.body).toMatchObject({
      message: 'The query no longer has an assignee',
      data: { assignee: null },
    });
    const actions = (await auditEntriesOf(t.database.db, 'supportQuery', query.id)).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['assign', 'unassign']));
  });
});

describe('a vendor query', () => {
  it('is answered through the same route, and the vendor follows up in the same conversation', async () => {
    const vendor = await createVendor(t.database.db);
    const vendorToken = await signIn(t.app, 'vendor', vendor.email);
    const created = await call(t.app, '/api/vendor/queries', {
      method: 'POST',
      token: vendorToken,
      body: {
        subject: 'Utbetalning saknas',
        category: 'payment',
        message: 'Vår utbetalning har inte kommit än.',
      },
    });
    expect(created.status, created.raw).toBe(201);
    const id = created.body.data.id as string;
    expect((await adminQuery(id)).waitingSince).not.toBeNull();

    const answered = await reply(id, 'Utbetalningen skickas i morgon.');
    expect(answered.status, answered.raw).toBe(201);
    await t.app.mail.drain();
    expect(inbox.to(vendor.email).at(-1)?.text).toContain('Utbetalningen skickas i morgon.');
    // The panel shows the response as before.
    const own = await call(t.app, '/api/vendor/queries', { token: vendorToken });
    expect(own.body.data[0]).toMatchObject({ id, response: 'Utbetalningen skickas i morgon.' });

    t.setNow(new Date(START.getTime() + 60_000));
    const followUp = await call(t.app, `/api/vendor/queries/${id}/replies`, {
      method: 'POST',
      token: vendorToken,
      body: { message: 'Tack! Vilket datum blir det?', language: 'sv' },
    });
    expect(followUp.status, followUp.raw).toBe(201);
    expect(followUp.body.message).toBe('Ditt meddelande har lagts till i ärendet');
    expect(followUp.body.data.messages.map((entry: { from: string }) => entry.from)).toEqual([
      'you',
      'support',
      'you',
    ]);
    expect((await adminQuery(id)).isRead).toBe(false);
    const conversation = await asAdmin(`/api/queries/${id}/conversation`);
    expect(conversation.body.data.messages.map((entry: { authorKind: string }) => entry.authorKind)).toEqual([
      'vendor',
      'admin',
      'vendor',
    ]);

    // Another vendor's query is as unknown as a missing one.
    const stranger = await createVendor(t.database.db);
    const strangerToken = await signIn(t.app, 'vendor', stranger.email);
    const foreign = await call(t.app, `/api/vendor/queries/${id}/replies`, {
      method: 'POST',
      token: strangerToken,
      body: { message: 'Hej', language: 'en' },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(t.app, `/api/vendor/queries/${id}/conversation`, { token: strangerToken })).status,
    ).toBe(404);
    // Only vendor queries are answered through the old route; it is a reply now.
    const contact = await sendContactForm('en');
    const old = await asAdmin(`/api/queries/${contact.id}/response`, {
      method: 'PUT',
      body: { response: 'Hello' },
    });
    expect(old.status).toBe(409);
    const viaOld = await asAdmin(`/api/queries/${id}/response`, {
      method: 'PUT',
      body: { response: 'Den 3 juni.' },
    });
    expect(viaOld.status, viaOld.raw).toBe(200);
    const messages = await t.database.db
      .select()
      .from(supportQueryMessages)
      .where(eq(supportQueryMessages.queryId, id));
    expect(messages.map((entry) => entry.body)).toContain('Den 3 juni.');
    t.setNow(START);
  });
});

describe('saved replies', () => {
  it('are written by owners and admins, read by support, per language', async () => {
    const refused = await asAdmin(
      '/api/saved-replies',
      { method: 'POST', body: { replyLanguage: 'sv', title: 'Tack', body: 'Tack för ditt meddelande!' } },
      supportToken,
    );
    expect(refused.status).toBe(403);
    const created = await asAdmin('/api/saved-replies', {
      method: 'POST',
      body: { replyLanguage: 'sv', title: 'Tack', body: 'Tack för ditt meddelande!', language: 'sv' },
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.message).toBe('Det sparade svaret har skapats');
    await asAdmin('/api/saved-replies', {
      method: 'POST',
      body: { replyLanguage: 'en', title: 'Thanks', body: 'Thank you for your message!' },
    });
    const swedish = await asAdmin('/api/saved-replies', { query: { replyLanguage: 'sv' } }, supportToken);
    expect(swedish.status).toBe(200);
    expect(swedish.body.data.map((entry: { title: string }) => entry.title)).toEqual(['Tack']);
    const id = created.body.data.id as string;
    const edited = await asAdmin(`/api/saved-replies/${id}`, {
      method: 'PATCH',
      body: { body: 'Tack så mycket!' },
    });
    expect(edited.body.data).toMatchObject({ language: 'sv', title: 'Tack', body: 'Tack så mycket!' });
    const deleted = await asAdmin(`/api/saved-replies/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await asAdmin(`/api/saved-replies/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await auditEntriesOf(t.database.db, 'savedReply', id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'delete']),
    );
  });
});

describe('erasing a query', () => {
  it('takes its conversation and its links with it', async () => {
    const query = await sendContactForm('sv');
    await reply(query.id, 'Hej!');
    await t.app.mail.drain();
    await t.database.db.delete(supportQueries).where(eq(supportQueries.id, query.id));
    expect(
      await t.database.db
        .select()
        .from(supportQueryMessages)
        .where(eq(supportQueryMessages.queryId, query.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(supportCaseLinks).where(eq(supportCaseLinks.queryId, query.id)),
    ).toEqual([]);
  });
});

describe('the request log', () => {
  it('never holds a case link’s token', async () => {
    const lines: string[] = [];
    const env = readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    });
    const app = await buildApp({
      env,
      database: t.database,
      logger: {
        ...(loggerOptions(env) as object),
        stream: { write: (line: string) => void lines.push(line) },
      },
    });
    await app.ready();
    try {
      const token = `secret${unique()}${unique()}`;
      expect((await call(app, `/api/support/cases/${token}`)).status).toBe(410);
      expect(
        (await call(app, `/api/support/cases/${token}/replies`, { method: 'POST', body: { message: 'Hej' } }))
          .status,
      ).toBe(410);
      expect(lines.join('')).toContain('/api/support/cases/');
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
