import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formatEuro, monthStartAfter, type EsimsAnswer, type SubscriptionsAnswer } from '@telecom/domain';
import { esimProOrder, expect, openIn, placePaidOrder, signIn, test, uniqueEmail, watchErrors } from './fixtures';

// Issue 22's "done when" as one story (docs/contracts.md §8), on a server of its own: the billing run invoices every
// subscription of its database, which must not reach into the other specs' customers. An eSIM Pro order paid by iDEAL
// is delivered (its QR code on the confirmation page, the mail with the QR image and the activation code); the
// dashboard shows the eSIM and the subscription; `npm run billing -- --date` refuses the next 1st before it has come
// (its --dry-run lists the invoice); once the subscription started last month, the run of today makes one invoice for
// it, and a second run still one, which the customer sees in billing; simulated usage past 80% sends one warning mail.

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
const euro = (cents: number) => formatEuro(cents, 'nl-NL');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface OwnServer {
  baseURL: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  process: ChildProcess;
}

/** The built server on a fresh SQLite database and mail folder of its own, without the demo data. */
async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'telecom-e2e-billing-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // The built-in simulated payment provider, which production refuses unless allowed (docs/contracts.md §12).
    ALLOW_SIMULATED_PAYMENTS: 'true',
    // The simulated voice platform, which production refuses unless allowed (docs/contracts.md §15).
    ALLOW_SIMULATED_VOICE: 'true',
    ALLOW_SIMULATED_STT: 'true',
    ALLOW_SIMULATED_SMS: 'true',
    PORT: String(port),
    DATABASE_PATH: path.join(dataDir, 'app.db'),
    MAIL_DIR: path.join(dataDir, 'mail'),
    JWT_SECRET: 'e2e-billing-secret-0123456789-abcdefghijklmnop',
    SEED_DEMO: 'false',
    PAYMENT_DELAY_MS: '0',
    ESIM_READY_DELAY_MS: '500',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], { env, stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 20_000, message: 'the own server answers /api/health' },
    )
    .toBe(200);
  return { baseURL, dataDir, env, process: child };
}

/** The mails of this server to an address (raw .eml, soft line breaks of quoted-printable joined). */
function mailsTo(server: OwnServer, address: string): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${address}`));
}

/** `npm run billing -- --date …` as a developer runs it (the built command), on the own server's database. */
function billingCommand(server: OwnServer, args: string[]) {
  return spawnSync(process.execPath, [path.join(apiDir, 'scripts/billing.mjs'), ...args], {
    env: server.env,
    encoding: 'utf8',
  });
}

/** `npm run billing -- --date` that must succeed; its output. */
function runBilling(server: OwnServer, ...args: string[]) {
  const run = billingCommand(server, args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

async function confirmedAccount(api: APIRequestContext, server: OwnServer) {
  const email = uniqueEmail('levering');
  const registered = await api.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Daan', lastName: 'Levering', email, password: 'Herfst-Wandel-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { token: string; user: Record<string, unknown> };
  await expect.poll(() => mailsTo(server, email).length).toBe(1);
  const token = /\/email-bevestigen\?token=3D([A-Za-z0-9_-]+)|\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(
    mailsTo(server, email)[0]!,
  );
  expect((await api.post('/api/auth/verify-email', { data: { token: token?.[1] ?? token?.[2] } })).status()).toBe(204);
  return { email, token: account.token, user: { ...account.user, emailVerified: true } };
}

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(async () => {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
});

test.use({ reducedMotion: 'reduce' });

test('an eSIM Pro order paid by iDEAL is delivered, billed once a month but never ahead of time, and warned at 80% of its data', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const errors = watchErrors(page);
  const customer = await confirmedAccount(api, server);
  const auth = { Authorization: `Bearer ${customer.token}` };

  // The order, paid by iDEAL on the provider's hosted page in the browser.
  const placed = await api.post('/api/orders', {
    headers: { ...auth, 'Accept-Language': 'nl', 'Idempotency-Key': `e2e-levering-${customer.email}` },
    data: { ...esimProOrder(customer.email, { name: 'Daan Levering' }), payment: { method: 'ideal' } },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as {
    order: {
      id: string;
      product: { totalPriceCents: number; totalWithVatCents: number };
      payment: { redirectUrl: string };
    };
  };
  await signIn(page, customer);
  await openIn(page, order.payment.redirectUrl, 'nl');
  await page.getByLabel('Je bank *').selectOption({ label: 'Rabobank' });
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();

  // The confirmation page: paid, and the QR code within 10 s of the payment.
  await expect(page).toHaveURL(/\/order-confirmation/);
  const qr = page.getByRole('img', { name: /QR/ });
  await expect(qr).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The eSIM's mail: the QR code as an inline PNG image and the activation code.
  const { esims } = (await (await api.get('/api/esims', { headers: auth })).json()) as EsimsAnswer;
  expect(esims).toHaveLength(1);
  const esim = esims[0]!;
  expect(esim.status).toBe('ready');
  await expect.poll(() => mailsTo(server, customer.email).filter((mail) => mail.includes('image/png')).length).toBe(1);
  const esimMail = mailsTo(server, customer.email).find((mail) => mail.includes('image/png'))!;
  expect(esimMail).toMatch(/Content-Disposition: inline/i);
  expect(esimMail).toMatch(/Content-ID: <[^>]+>/i);
  expect(esimMail).toContain(esim.activationCode!);
  const png = /Content-Type: image\/png[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(esimMail)?.[1] ?? '';
  expect(Buffer.from(png.replace(/\s/g, ''), 'base64').subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );

  // The dashboard: the eSIM and the subscription at the order's monthly price incl. VAT.
  await openIn(page, '/dashboard', 'nl');
  await expect(page.getByTestId('esims').getByRole('article', { name: 'eSIM Pro' })).toBeVisible();
  await expect(page.getByTestId('subscription').getByTestId('subscription-monthly')).toHaveText(
    euro(order.product.totalWithVatCents),
  );

  // Its next invoice is on the next 1st. The billing run refuses that date until it has come (docs/contracts.md §14);
  // its dry run shows the invoice and changes nothing.
  const { subscriptions } = (await (
    await api.get('/api/subscriptions', { headers: auth })
  ).json()) as SubscriptionsAnswer;
  const today = new Date().toISOString().slice(0, 10);
  const nextFirst = monthStartAfter(today, 1);
  expect(subscriptions[0]!.nextInvoiceDate).toBe(nextFirst);
  const refused = billingCommand(server, ['--date', nextFirst]);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain(`Refusing to bill ${nextFirst}: it is after today`);
  expect(runBilling(server, '--date', nextFirst, '--dry-run')).toContain('would invoice 1 subscription(s)');

  // As if the order had been paid last month: the run of today, twice, makes one invoice for this month, paid by the
  // direct debit.
  const writable = new Database(server.env.DATABASE_PATH!);
  writable
    .prepare("UPDATE subscriptions SET started_on = date(?, 'start of month', '-1 month') WHERE id = ?")
    .run(today, subscriptions[0]!.id);
  writable.close();
  runBilling(server, '--date', today);
  runBilling(server, '--date', today);
  const db = new Database(server.env.DATABASE_PATH!, { readonly: true });
  const billed = db
    .prepare(
      `SELECT invoices.invoice_number AS number, invoices.amount_cents AS amount, invoices.total_cents AS total,
              invoices.status AS status, invoices.issue_date AS issued
       FROM subscription_invoices JOIN invoices ON invoices.id = subscription_invoices.invoice_id
       WHERE subscription_invoices.subscription_id = ?`,
    )
    .all(subscriptions[0]!.id) as { number: string; amount: number; total: number; status: string; issued: string }[];
  db.close();
  expect(billed).toEqual([
    {
      number: expect.stringMatching(/^INV-\d{4}-\d+$/),
      amount: order.product.totalPriceCents,
      total: order.product.totalWithVatCents,
      status: 'paid',
      issued: today,
    },
  ]);
  await openIn(page, '/dashboard/billing', 'nl');
  const row = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(billed[0]!.number) });
  await expect(row).toContainText(euro(order.product.totalWithVatCents));
  await expect(row).toContainText('Betaald');

  // Usage past 80% of the included data: one warning mail, and no second one for more use in the same month.
  const usage = (await (await api.get(`/api/esims/${esim.id}/usage`, { headers: auth })).json()) as {
    includedMb: number;
  };
  // The 80% warning by its whole subject (the order is Dutch), not any mail with an 80 in an order number.
  const warnings = () =>
    mailsTo(server, customer.email).filter((mail) =>
      /^Subject: Je hebt 80% van de data van eSIM Pro verbruikt\r?$/m.test(mail),
    ).length;
  expect(
    (await api.post(`/api/esims/${esim.id}/simulate`, { headers: auth, data: { event: 'installed' } })).status(),
  ).toBe(200);
  const mb = Math.ceil(usage.includedMb * 0.85);
  expect(
    (await api.post(`/api/esims/${esim.id}/simulate`, { headers: auth, data: { event: 'usage', mb } })).status(),
  ).toBe(200);
  await expect.poll(warnings, { message: 'the 80% warning mail' }).toBe(1);
  expect(
    (await api.post(`/api/esims/${esim.id}/simulate`, { headers: auth, data: { event: 'usage', mb: 10 } })).status(),
  ).toBe(200);
  // The warnings due are enqueued before the usage call answers (esims.service.ts): still the one warning job, whose
  // mail came, so no second mail can follow.
  const jobs = new Database(server.env.DATABASE_PATH!, { readonly: true });
  const warningJobs = jobs
    .prepare(
      `SELECT count(*) AS count FROM jobs WHERE kind = 'esim.usage-warning' AND json_extract(payload, '$.esimId') = ?`,
    )
    .pluck()
    .get(esim.id);
  jobs.close();
  expect(warningJobs).toBe(1);
  expect(warnings()).toBe(1);
  await openIn(page, '/dashboard', 'nl');
  await expect(page.getByTestId('esims').getByTestId('usage')).toContainText('gebruikt');

  expect(errors).toEqual([]);
  await api.dispose();
  await context.close();
});

test('a guest opens the install link of their mail in a fresh browser and sees the QR code', async ({ browser }) => {
  // The guest's order, placed and paid through the API: no browser of theirs has its access token.
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const email = uniqueEmail('gast');
  const { order } = await placePaidOrder(api, esimProOrder(email, { name: 'Gijs Gast', account: 'guest' }), {
    'Accept-Language': 'en',
  });
  await api.dispose();

  // The eSIM's mail and its install link, with the order's signed token (docs/contracts.md §12).
  await expect.poll(() => mailsTo(server, email).filter((mail) => mail.includes('image/png')).length).toBe(1);
  const esimMail = mailsTo(server, email)
    .find((mail) => mail.includes('image/png'))!
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/esim\/installeren\/\d+\?t=[A-Za-z0-9_-]+/.exec(esimMail)?.[0];
  expect(link, 'the install link in the eSIM mail').toBeDefined();
  const installLink = new URL(link!);
  const confirmation = mailsTo(server, email)
    .map((mail) => mail.replace(/=3D/g, '='))
    .find((mail) => mail.includes(`Subject: Your TeleNova order ${order.id}`));
  expect(confirmation).toContain(`/order-confirmation?order=${order.id}&t=`);

  // A fresh browser: no account, no storage.
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const response = await page.goto(`${installLink.pathname}${installLink.search}`);
  expect(response?.status()).toBe(200);
  // The link's token is not sent on: no Referer leaves the page, and it leaves the address bar.
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install your eSIM');
  const qr = page.getByRole('img', { name: /QR code to install/ });
  await expect(qr).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`${installLink.pathname}$`));
  await expect(page.getByRole('heading', { name: /Sign in/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('esim-status-fact')).toHaveText('Ready to install');
  await page.screenshot({ path: test.info().outputPath('guest-install-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A reload in the same visit still shows it (the token is kept for the visit), also on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(qr).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: test.info().outputPath('guest-install-1280.png'), fullPage: true });

  // The confirmation mail's order link reads the order in the same fresh browser.
  const orderLink = new URL(/https?:\/\/[^\s"<>]+\/order-confirmation\?order=[\w-]+&t=[\w-]+/.exec(confirmation!)![0]);
  const other = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await other.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await other.goto(`${orderLink.pathname}${orderLink.search}`);
  await expect(other.getByText(order.id).first()).toBeVisible({ timeout: 10_000 });
  await expect(other.getByRole('img', { name: /QR/ })).toBeVisible({ timeout: 10_000 });
  await expect(other).toHaveURL(new RegExp(`/order-confirmation\\?order=${order.id}$`));
  // And its invoice, as a PDF named by the invoice's number.
  const download = other.waitForEvent('download');
  await other.getByRole('button', { name: 'Download the invoice (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^INV-\d{4}-\d{3,}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await other.context().close();

  expect(errors).toEqual([]);
  await context.close();
});
