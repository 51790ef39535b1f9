// bench/web, the back-office part: how soon a person can act on a list (issue 35 §4).
//
// For each list (Admin Queries, Partners, Promotions and Vendors, the vendor's My promotions), at
// BENCH_ROWS (100,000) rows each, the time from navigation start until a click on the first row's
// button has taken effect, in a fresh browser context (cold cache) with the session of a signed-in
// person, against a minimal page that fetches the same API answer and renders each row as plain HTML
// with a plain button doing the same thing (the control). The bench clicks as a person would: at
// the button's place on the screen (a trusted mouse event), as soon as a button of the first row is
// visible, and again every BENCH_RETRY_MS (150) until the effect shows; a click swallowed by a layer,
// or by a button that is drawn but not yet live, costs the time it costs. The effect is what the
// person sees (read in the page by a MutationObserver, stamped at the next animation frame):
//
//   Admin Queries   "Mark as read" on the first card → the card is there without it (the query was
//                   marked read on the server: PATCH, and the app's refetch); the row is unread again
//                   (SQL) before the next load
//   Admin Partners  the first row's "Show details" toggle → it is expanded ("Hide details")
//   Admin Promotions  "Details of …" on the first row → a dialog opens
//   Admin Vendors   "Edit" on the first row → a dialog opens
//   My promotions   "Delete …" on the first promotion that can be deleted → the confirmation opens
//
// Nothing depends on how the pages are delivered (no test ids, no preview, no early-request code):
// buttons are found by their texts and roles, sessions are made by signing in through the sign-in
// pages (Playwright's storage state: whatever the app keeps, local storage or cookies). Both pages
// are served through one small proxy on BENCH_PORT in front of the API server (the minimal pages at
// /__bench/minimal/<list>), so both pay the same hop. Loads are taken in turns (app, minimal; the
// order flips every round), one unmeasured warm-up each, median of BENCH_RUNS (7). Target: each
// list's click takes effect within 4× its minimal page (issue 35 §3), PASS or MISS.
import { createServer, Agent, request } from 'node:http';
import { chromium } from '@playwright/test';
import {
  apiHeaders,
  dropDatabase,
  freshDatabase,
  loadHandshake,
  sampleProcess,
  signIn,
  startBuiltApi,
  usageLine,
  withClient,
} from '../lib/bench-support.mjs';
import { seedPartnerApplications, seedSupportQueries, seedVendors } from '../lib/seed.mjs';
import {
  budget,
  buildRoot,
  CHROMIUM,
  CHROMIUM_ARGS,
  clientDir,
  kb,
  list,
  load,
  median,
  sleep,
} from './common.mjs';

const DB = process.env.BENCH_DATABASE_NAME ?? 'levera_bench_web';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RETRY_MS = Number(process.env.BENCH_RETRY_MS ?? 150);
const TIMEOUT_MS = 60_000;
const RATIO_TARGET = 4;
const ADMIN = { email: 'bench-admin@levera.test', password: 'bench-admin-password' };
const VENDOR = {
  vendorName: 'Bench Pizzeria',
  email: 'bench-vendor@levera.test',
  password: 'bench-vendor-password',
};

/**
 * The lists. `find` runs in the page and answers the first row's button (or null), `effect` whether
 * the click on it has taken effect; both get the target (the button's row, named when found first)
 * and must hold for the app and its minimal page alike. `api` is the list request the minimal page
 * repeats: the app's own, as seen in its warm-up load, else `fallback`.
 */
const PROBES = [
  {
    name: 'Admin Queries',
    role: 'admin',
    path: '/sv-en/admin/queries',
    api: '/api/queries',
    fallback: '/api/queries?page=1&pageSize=20&language=en',
    row: 'markRead',
    find: () => {
      const visible = (element) => element.getClientRects().length > 0;
      const card = [...document.querySelectorAll('article')].find(visible);
      const button =
        card && [...card.querySelectorAll('button')].find((one) => one.textContent.includes('Mark as read'));
      const heading = card && document.getElementById(card.getAttribute('aria-labelledby'));
      return button
        ? { button, name: heading ? heading.textContent.trim() : card.textContent.slice(0, 40) }
        : null;
    },
    effect: (target) => {
      const named = (card) => {
        const heading = document.getElementById(card.getAttribute('aria-labelledby'));
        return (heading ? heading.textContent.trim() : card.textContent.slice(0, 40)) === target;
      };
      const card = [...document.querySelectorAll('article')].find(
        (one) => one.getClientRects().length > 0 && named(one),
      );
      return (
        Boolean(card) &&
        ![...card.querySelectorAll('button')].some((one) => one.textContent.includes('Mark as read'))
      );
    },
  },
  {
    name: 'Admin Partners',
    role: 'admin',
    path: '/sv-en/admin/partners',
    api: '/api/partners',
    fallback: '/api/partners?page=1&pageSize=20&language=en',
    row: 'expand',
    find: () => {
      const button = [...document.querySelectorAll('button[aria-expanded]')].find(
        (one) => one.getClientRects().length > 0 && one.textContent.includes('Show details'),
      );
      return button ? { button, name: button.getAttribute('aria-controls') ?? 'first' } : null;
    },
    effect: () =>
      [...document.querySelectorAll('button[aria-expanded="true"]')].some(
        (one) => one.getClientRects().length > 0 && one.textContent.includes('Hide details'),
      ),
  },
  {
    name: 'Admin Promotions',
    role: 'admin',
    path: '/sv-en/admin/promotions',
    api: '/api/promotions',
    fallback: '/api/promotions?page=1&pageSize=20&language=en',
    row: 'dialog',
    label: (item) => `Details of ${item.title}`,
    text: 'Details',
    find: () => {
      const button = [...document.querySelectorAll('button[aria-label^="Details of "]')].find(
        (one) => one.getClientRects().length > 0,
      );
      return button ? { button, name: button.getAttribute('aria-label') } : null;
    },
    effect: 'dialog',
  },
  {
    name: 'Admin Vendors',
    role: 'admin',
    path: '/sv-en/admin/vendors',
    api: '/api/vendors',
    fallback: '/api/vendors?page=1&pageSize=20&language=en',
    row: 'dialog',
    label: () => null,
    text: 'Edit',
    find: () => {
      const button = [...document.querySelectorAll('button')].find(
        (one) => one.getClientRects().length > 0 && one.textContent.trim() === 'Edit',
      );
      return button ? { button, name: 'Edit' } : null;
    },
    effect: 'dialog',
  },
  {
    name: 'My promotions',
    role: 'vendor',
    path: '/sv-en/vendor/promotions',
    api: '/api/vendor/promotions',
    fallback: '/api/vendor/promotions?status=&page=1&pageSize=20&language=en',
    row: 'dialog',
    label: (item) => (item.isEditable ? `Delete ${item.title}` : undefined),
    text: 'Delete',
    find: () => {
      const button = [...document.querySelectorAll('button[aria-label^="Delete "]')].find(
        (one) => one.getClientRects().length > 0,
      );
      return button ? { button, name: button.getAttribute('aria-label') } : null;
    },
    effect: 'dialog',
  },
];

/**
 * A dialog that was not on the screen when the first click was made: the <dialog> element or an
 * element with the dialog roles, visible.
 */
const DIALOG_EFFECT = () => {
  const shown = (one) => one.getClientRects().length > 0 && getComputedStyle(one).visibility !== 'hidden';
  return [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].some(
    (one) => shown(one) && !window.__benchDialogsBefore.has(one),
  );
};

/**
 * Installed before any script of the page: stamps the first animation frame after the effect holds
 * (`__effectAt`) and the first pointer press anywhere (`__firstPressAt`, a layer's included).
 */
function watcher({ effect, find }) {
  return `(() => {
  const effect = ${effect};
  const find = ${find};
  window.__benchFind = () => {
    const found = find();
    if (!found) return null;
    found.button.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = found.button.getBoundingClientRect();
    return { name: found.name, x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  window.__benchArm = (target) => {
    if (window.__benchArmed) return;
    window.__benchDialogsBefore = new Set(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'));
    window.__benchTarget = target;
    window.__benchArmed = true;
  };
  addEventListener('pointerdown', () => { window.__firstPressAt ??= performance.now(); }, true);
  const check = () => {
    if (!window.__benchArmed || window.__effectSeen) return;
    if (effect(window.__benchTarget)) {
      window.__effectSeen = true;
      requestAnimationFrame(() => { window.__effectAt = performance.now(); });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const tick = () => { check(); if (!window.__effectSeen) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;
}

/** The minimal page of a list: the same request, rows as plain HTML, a plain button with the same effect. */
function minimalPage(probe, handshakeFields) {
  const rowScript = {
    markRead: `const title = item.caseNumber + ' ' + item.subject;
      row.innerHTML = '<article><h3></h3><button type="button">Mark as read</button></article>';
      const heading = row.querySelector('h3');
      heading.id = 'q-' + item.id; heading.textContent = title;
      row.firstChild.setAttribute('aria-labelledby', heading.id);
      const button = row.querySelector('button');
      button.onclick = () => {
        button.disabled = true;
        fetch('/api/queries/' + item.id + '/read', { method: 'PATCH', headers: { ...headers(), 'content-type': 'application/json' }, body: JSON.stringify({ read: true }) })
          .then((answer) => answer.ok ? button.remove() : (button.disabled = false));
      };`,
    expand: `row.innerHTML = '<article><button type="button" aria-expanded="false"><span></span> <span>Show details</span></button><div hidden></div></article>';
      const button = row.querySelector('button');
      button.firstChild.textContent = [item.firstName, item.lastName, item.caseNumber].join(' ');
      const details = row.querySelector('div');
      details.id = 'p-' + item.id; button.setAttribute('aria-controls', details.id);
      details.textContent = item.email ?? '';
      button.onclick = () => {
        button.setAttribute('aria-expanded', 'true');
        button.lastChild.textContent = 'Hide details';
        details.hidden = false;
      };`,
    dialog: `const label = (${probe.label})(item);
      row.innerHTML = '<article><h3></h3></article>';
      row.querySelector('h3').textContent = item.title ?? item.vendorName ?? item.id;
      if (label !== undefined) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = ${JSON.stringify(probe.text)};
        if (label) button.setAttribute('aria-label', label);
        button.onclick = () => {
          const dialog = document.createElement('dialog');
          dialog.textContent = row.textContent;
          document.body.append(dialog);
          dialog.showModal();
        };
        row.firstChild.append(button);
      }`,
  }[probe.row];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>minimal: ${probe.name}</title></head>
<body><main><h1>${probe.name}</h1><ul id="rows"></ul></main><script>
function headers() {
  const payload = JSON.stringify({ ...${JSON.stringify(handshakeFields)}, timestamp: Date.now() });
  const handshake = btoa(payload).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  const stored = localStorage.getItem('levera.session.${probe.role}');
  const token = stored && JSON.parse(stored).token;
  return { 'x-app-handshake': 'Bearer ' + handshake, ...(token && { authorization: 'Bearer ' + token }) };
}
fetch(${JSON.stringify(probe.request ?? probe.fallback)}, { headers: headers() })
  .then((answer) => answer.json())
  .then((answer) => {
    const items = Array.isArray(answer.data) ? answer.data : Array.isArray(answer.data?.items) ? answer.data.items : answer.items;
    const rows = document.getElementById('rows');
    for (const item of items) {
      const row = document.createElement('li');
      ${rowScript}
      rows.append(row);
    }
  });
</script></body></html>`;
}

/** A proxy in front of the API server that also serves the minimal pages. */
function startProxy({ port, apiPort, minimal }) {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const server = createServer((incoming, outgoing) => {
    const own = incoming.url.match(/^\/__bench\/minimal\/([a-z-]+)/);
    if (own) {
      const html = minimal(own[1]);
      outgoing.writeHead(html ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(html ?? 'no such list');
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () => {
          server.closeAllConnections();
          agent.destroy();
          return new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}

async function seed(databaseUrl, vendorId) {
  await withClient(databaseUrl, async (db) => {
    await seedSupportQueries(db, ROWS);
    await seedPartnerApplications(db, ROWS);
    // ROWS vendors in all: the bench's own (made through the API) and these.
    await seedVendors(db, ROWS - 1);
    // ROWS promotions, all the bench vendor's (My promotions and Admin Promotions); one in five
    // pending (editable, so it has Delete), those past their end date stored as expired.
    await db.query(
      `insert into promotions (vendor_id, title, description, discount_type, discount_value, start_date, end_date,
         status, views, orders, revenue, created_at, updated_at, expiry_notified_at)
       select $1, 'Veckans erbjudande ' || n, 'Tjugo procent på alla pizzor hela veckan, nummer ' || n || '.',
              'percentage', 10 + n % 40, current_date - (n % 60), current_date - (n % 60) + 60 + n % 90,
              (array['pending','active','active','inactive','expired'])[1 + n % 5], n * 3, n, n * 120,
              now() - n * interval '1 minute', now() - n * interval '1 minute',
              case when n % 5 = 4 then now() end
       from generate_series(1, $2::int) as n`,
      [vendorId, ROWS],
    );
    await db.query('vacuum analyze support_queries, partner_applications, vendors, promotions');
  });
}

/** Signs in through the sign-in page and answers the browser's storage state (local storage, cookies). */
async function signInThroughPage(browser, base, role, { email, password }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/sv-en/${role}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * One cold load of `url`: clicks the first row's button until its effect shows. Answers the page's
 * times (ms from navigation start) and what it had loaded by the effect.
 */
async function clickToEffect(browser, state, probe, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: state });
  await context.addInitScript({
    content: watcher({
      effect: probe.effect === 'dialog' ? DIALOG_EFFECT : probe.effect,
      find: probe.find,
    }),
  });
  const page = await context.newPage();
  const listRequests = [];
  page.on('request', (sent) => {
    const address = new URL(sent.url());
    if (sent.method() === 'GET' && address.pathname === probe.api)
      listRequests.push(address.pathname + address.search);
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  let clicks = 0;
  for (;;) {
    if (Date.now() - started > TIMEOUT_MS) {
      await context.close();
      throw new Error(`${probe.name}: no effect within ${TIMEOUT_MS / 1000} s of ${url} (${clicks} clicks)`);
    }
    const found = await page
      .evaluate(() => {
        if (window.__effectAt !== undefined) return { done: true };
        const target = window.__benchFind?.();
        if (target) window.__benchArm(target.name);
        return target;
      })
      .catch(() => null); // the document was being replaced
    if (found?.done) break;
    if (!found) {
      await sleep(10);
      continue;
    }
    await page.mouse.click(found.x, found.y);
    clicks++;
    await page
      .waitForFunction(() => window.__effectAt !== undefined, null, { timeout: RETRY_MS, polling: 10 })
      .catch(() => {});
  }
  const figures = await page.evaluate((api) => {
    const resources = performance.getEntriesByType('resource');
    const before = resources.filter((entry) => entry.responseEnd <= window.__effectAt);
    const scripts = before.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const answer = resources.find((entry) => new URL(entry.name).pathname === api);
    return {
      effectAt: window.__effectAt,
      firstPressAt: window.__firstPressAt,
      listAnsweredAt: answer?.responseEnd,
      listLeftAt: answer?.startTime,
      lastScriptAt: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : undefined,
      requests: before.length + 1,
      scripts: scripts.length,
      scriptBytes: scripts.reduce((total, entry) => total + entry.encodedBodySize, 0),
    };
  }, probe.api);
  await context.close();
  return { ...figures, clicks, listRequest: listRequests[0] };
}

export async function measureBackOffice({ port }) {
  console.log(`\nBack-office: a click on a list's first row until it takes effect (${buildRoot})`);
  console.log(`load average ${load()} (1 / 5 / 15 min) at the start of the back-office part`);
  const createHandshakeHeader = await loadHandshake('node --import tsx bench/web/run.mjs');
  const { timestamp: _, ...handshakeFields } = JSON.parse(
    Buffer.from(createHandshakeHeader().slice('Bearer '.length), 'base64url').toString('utf8'),
  );
  const databaseUrl = await freshDatabase(DB);
  const apiPort = port + 1;
  const api = await startBuiltApi({
    port: apiPort,
    databaseUrl,
    buildRoot,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEB_DIST_DIR: clientDir },
  });
  const byName = new Map(PROBES.map((probe) => [probe.path.split('/').slice(2).join('-'), probe]));
  const proxy = await startProxy({
    port,
    apiPort,
    minimal: (name) => (byName.has(name) ? minimalPage(byName.get(name), handshakeFields) : undefined),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    const token = await signIn(api.base, createHandshakeHeader, 'admin', { ...ADMIN, language: 'en' });
    const created = await fetch(`${api.base}/api/vendors`, {
      method: 'POST',
      headers: apiHeaders(createHandshakeHeader, token),
      body: JSON.stringify({ ...VENDOR, status: 'active', language: 'en' }),
    });
    if (!created.ok)
      throw new Error(`creating the vendor answered ${created.status}: ${await created.text()}`);
    const vendorId = (await created.json()).data.id;
    const seeding = Date.now();
    console.log(
      `Seeding ${ROWS.toLocaleString('en')} queries, partner applications, vendors and promotions…`,
    );
    await seed(databaseUrl, vendorId);
    console.log(`(${((Date.now() - seeding) / 1000).toFixed(1)} s)`);
    const states = {
      admin: await signInThroughPage(browser, proxy.base, 'admin', ADMIN),
      vendor: await signInThroughPage(browser, proxy.base, 'vendor', VENDOR),
    };
    const unread = () =>
      withClient(databaseUrl, (db) =>
        db.query('update support_queries set is_read = false, read_at = null where is_read'),
      );

    const only = process.env.BENCH_LISTS?.split(',').map((name) => name.trim());
    // The API server's memory and CPU time over every list's loads, read from /proc/<pid>.
    const usage = sampleProcess(api.pid);
    for (const probe of PROBES.filter((one) => !only || only.includes(one.name))) {
      const slug = probe.path.split('/').slice(2).join('-');
      const urls = { app: `${proxy.base}${probe.path}`, minimal: `${proxy.base}/__bench/minimal/${slug}` };
      const once = async (kind) => {
        const figures = await clickToEffect(browser, states[probe.role], probe, urls[kind]);
        if (probe.row === 'markRead') await unread();
        return figures;
      };
      // Warm-up (not counted): the server's caches, and the app's list request for the minimal page.
      const warm = await once('app');
      probe.request = warm.listRequest ?? probe.fallback;
      await once('minimal');
      const runs = { app: [], minimal: [] };
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 ? ['minimal', 'app'] : ['app', 'minimal'];
        for (const kind of order) runs[kind].push(await once(kind));
      }
      const at = (kind, key) => median(runs[kind].map((one) => one[key] ?? Number.NaN));
      const result = {
        name: probe.name,
        request: probe.request,
        requestSeen: Boolean(warm.listRequest),
        app: runs.app,
        minimal: runs.minimal,
        appMs: at('app', 'effectAt'),
        minimalMs: at('minimal', 'effectAt'),
      };
      results.push(result);
      console.log(
        `\n${probe.name} (${probe.path}; the minimal page repeats ${probe.request}${warm.listRequest ? '' : ', the app sent no such request'})`,
      );
      for (const kind of ['app', 'minimal']) {
        console.log(
          `  ${kind.padEnd(8)} effect ${String(Math.round(at(kind, 'effectAt'))).padStart(5)} ms (${list(runs[kind].map((one) => one.effectAt))}); first press ${Math.round(at(kind, 'firstPressAt'))} ms, clicks ${list(runs[kind].map((one) => one.clicks))}; list request left ${Math.round(at(kind, 'listLeftAt'))} ms, answered ${Math.round(at(kind, 'listAnsweredAt'))} ms; last script in ${Math.round(at(kind, 'lastScriptAt') || 0)} ms; before the effect ${at(kind, 'requests')} requests, ${at(kind, 'scripts')} scripts, ${kb(at(kind, 'scriptBytes'))} KB as served`,
        );
      }
    }
    console.log(`\nAPI ${usageLine(usage())}`);
  } finally {
    await browser.close();
    await proxy.stop();
    await api.stop();
    await dropDatabase(DB);
  }
  console.log(
    `\nClick-to-effect budgets (issue 35 §3: within ${RATIO_TARGET}× the minimal page), median of ${RUNS}\n`,
  );
  for (const result of results) {
    budget(
      `${result.name} click takes effect`,
      result.appMs <= RATIO_TARGET * result.minimalMs,
      `${Math.round(result.appMs)} ms = ${(result.appMs / result.minimalMs).toFixed(2)}× the minimal page's ${Math.round(result.minimalMs)} ms (≤ ${RATIO_TARGET}×)`,
    );
  }
  console.log(`load average ${load()} at the end of the back-office part`);
  return results;
}
