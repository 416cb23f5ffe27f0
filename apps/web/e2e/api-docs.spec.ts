// /api-docs, the interactive API reference: every operation of the API's own OpenAPI document, opened by its
// heading or a #<operationId> link, and "Try it" against this server in the page language.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { axeViolations, expect, openIn, signIn, tabTest as test, WCAG_TAGS } from './fixtures';

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string } | unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function openApiDocument(request: APIRequestContext): Promise<OpenApiDocument> {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

/** The operation whose heading button starts with "METHOD /path " (not a longer path). */
function operation(page: Page, method: string, path: string): Locator {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const button = page.getByRole('button', { name: new RegExp(`^${method} ${escaped} `) });
  return page.getByRole('main').getByRole('article').filter({ has: button });
}

async function open(call: Locator): Promise<void> {
  const toggle = call.getByRole('heading', { level: 3 }).getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The answer that "Try it" shows: its status and body. */
function answerOf(call: Locator) {
  return {
    status: call.getByRole('definition').first(),
    body: call.getByRole('region', { name: /^(Answer body|Inhoud van het antwoord|Cuerpo de la respuesta)$/ }),
  };
}

async function adminAccount(request: APIRequestContext): Promise<{ token: string; user: unknown }> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return (await login.json()) as { token: string; user: unknown };
}

test('lists exactly the operations of /api/openapi.json, each with method, path and access', async ({
  page,
  request,
}) => {
  const document = await openApiDocument(request);
  const expected = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  await openIn(page, '/api-docs', 'en');
  const headings = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(expected.length);
  const shown = (await headings.allInnerTexts()).map((text) => text.split(/\s+/).slice(0, 2).join(' '));
  expect(shown.sort()).toEqual([...expected].sort());
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${expected.length} of ${expected.length} calls shown`,
  );
  await expect(operation(page, 'GET', '/api/health').getByRole('button')).toContainText('Public');
  await expect(operation(page, 'GET', '/api/admin/customers').getByRole('button')).toContainText('Admin only');
  await expect(operation(page, 'GET', '/api/orders').getByRole('button')).toContainText('Signed in');
  await expect(operation(page, 'POST', '/api/orders').getByRole('button')).toContainText('Sign-in optional');
});

test('the filter keeps the calls that match, in the address too', async ({ page }) => {
  await openIn(page, '/api-docs', 'en');
  const filter = page.getByRole('searchbox', { name: 'Filter the calls' });
  await filter.fill('newsletter');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([/^POST \/api\/newsletter /]);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Forms']);
  await expect(page).toHaveURL(/\?q=newsletter$/);
  await filter.fill('no such call');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No call matches this filter.');
  await page.goto('/api-docs?q=admin%20export');
  // Every word anywhere in the call: the two CSV exports, and the privacy requests ("Data exports and …").
  const found = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(found).toHaveCount(3);
  for (const path of ['/api/admin/customers/export', '/api/admin/invoices/export', '/api/admin/privacy-requests'])
    await expect(found.filter({ hasText: path })).toHaveCount(1);
});

test('a link to #<operationId> opens that operation, and its "Link to this call" points there', async ({
  page,
  request,
}) => {
  const document = await openApiDocument(request);
  const health = document.paths['/api/health']?.get as { operationId?: string } | undefined;
  const id = health?.operationId ?? 'get-api-health';
  await page.goto(`/api-docs#${id}`);
  const call = operation(page, 'GET', '/api/health');
  await expect(call.getByRole('heading', { level: 3 }).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(call.getByRole('link', { name: 'Link to this call' })).toHaveAttribute('href', new RegExp(`#${id}$`));
  await expect(call).toHaveAttribute('id', id);
});

test('try it on GET /api/health shows 200 and "status": "ok", and the same request as curl', async ({ page }) => {
  await openIn(page, '/api-docs', 'en');
  const call = operation(page, 'GET', '/api/health');
  await open(call);
  await expect(call.getByRole('heading', { name: 'Answers' })).toBeVisible();
  await call.getByRole('button', { name: 'Send' }).click();
  const answer = answerOf(call);
  await expect(answer.status).toHaveText(/^200\b/);
  await expect(call.getByText('application/json; charset=utf-8')).toBeVisible();
  await expect(answer.body).toContainText('"status": "ok"');
  const curl = call.getByRole('region', { name: 'curl command' });
  await expect(curl).toContainText(`curl -X GET '${new URL(page.url()).origin}/api/health'`);
  await expect(curl).toContainText("-H 'Accept-Language: en'");
  await expect(curl).not.toContainText('Authorization');
});

test('signed in as the admin, try it on an admin list has the token filled in and answers 200; without a token 401', async ({
  page,
  request,
}) => {
  const admin = await adminAccount(request);
  await signIn(page, admin);
  await openIn(page, '/api-docs', 'en');
  const call = operation(page, 'GET', '/api/admin/customers');
  await open(call);
  const token = call.getByRole('textbox', { name: 'Bearer token' });
  await expect(token).toHaveValue(admin.token);
  await call.getByRole('combobox', { name: /^status/ }).selectOption('active');
  await call.getByRole('textbox', { name: /^pageSize/ }).fill('2');
  const sent = page.waitForRequest((req) => req.url().includes('/api/admin/customers?'));
  await call.getByRole('button', { name: 'Send' }).click();
  const query = new URL((await sent).url()).searchParams;
  expect([...query]).toEqual(
    expect.arrayContaining([
      ['status', 'active'],
      ['pageSize', '2'],
    ]),
  );
  expect(query.size).toBe(2);
  const answer = answerOf(call);
  await expect(answer.status).toHaveText(/^200\b/);
  await expect(answer.body).toContainText('"pageSize": 2');
  await expect(answer.body).toContainText('"status": "active"');

  await token.fill('');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect(answer.status).toHaveText(/^401\b/);
  await expect(answer.body).toContainText('"code": ');

  // A CSV answer is shown as its text.
  const exportCall = operation(page, 'GET', '/api/admin/customers/export');
  await open(exportCall);
  await exportCall.getByRole('button', { name: 'Send' }).click();
  await expect(answerOf(exportCall).status).toHaveText(/^200\b/);
  await expect(exportCall.getByRole('definition').nth(1)).toHaveText(/^text\/csv/);
  await expect(answerOf(exportCall).body).not.toContainText('{');
});

test('a POST with an invalid body shows 400 and the field error; invalid JSON is not sent', async ({ page }) => {
  await openIn(page, '/api-docs', 'en');
  const call = operation(page, 'POST', '/api/newsletter');
  await open(call);
  const body = call.getByRole('textbox', { name: 'Body (JSON)' });
  await expect(body).toHaveValue(/"email": "/);
  await body.fill('{ "email": ');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect(call.getByText('The body is not valid JSON.')).toBeVisible();
  await expect(body).toBeFocused();
  await expect(body).toHaveAttribute('aria-invalid', 'true');

  await body.fill('{}');
  await call.getByRole('button', { name: 'Send' }).click();
  const answer = answerOf(call);
  await expect(answer.status).toHaveText(/^400\b/);
  await expect(answer.body).toContainText('"code": "VALIDATION_FAILED"');
  await expect(answer.body).toContainText(/"fields": \{\s*"email": "[^"]+"/);
  await expect(call.getByRole('region', { name: 'curl command' })).toContainText("--data-raw '{}'");
  await call.getByRole('button', { name: 'Restore the example' }).click();
  await expect(body).toHaveValue(/"email": "/);
});

test('a request that does not reach the server says so in the page language', async ({ page }) => {
  await openIn(page, '/api-docs', 'nl');
  await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
  const call = operation(page, 'GET', '/api/health');
  await open(call);
  await call.getByRole('button', { name: 'Versturen' }).click();
  await expect(
    call.getByText('Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.'),
  ).toBeVisible();
});

test('the Dutch page writes its own texts in Dutch and sends Accept-Language: nl', async ({ page }) => {
  await openIn(page, '/api-docs', 'nl');
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: 'Aanroepen filteren' })).toBeVisible();
  await expect(
    main.getByText('De omschrijvingen komen rechtstreeks uit het OpenAPI-document en zijn in het Engels.'),
  ).toBeVisible();
  expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
    'Systeem',
    'Klantaccounts',
    'Bestellingen en facturen',
    'Webhooks',
    'Formulieren',
    'Backoffice',
  ]);
  const call = operation(page, 'POST', '/api/newsletter');
  await expect(call.getByRole('button').first()).toContainText('Openbaar');
  await expect(call.locator('[lang="en"]').first()).toHaveText(/newsletter/i);
  await open(call);
  for (const heading of ['Inhoud van het verzoek', 'Antwoorden', 'Probeer het'])
    await expect(call.getByRole('heading', { name: heading })).toBeVisible();
  await expect(call.getByText('verplicht', { exact: true }).first()).toBeVisible();
  await call.getByRole('textbox', { name: 'Inhoud (JSON)' }).fill('{}');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/newsletter'));
  await call.getByRole('button', { name: 'Versturen' }).click();
  expect((await sent).headers()['accept-language']).toBe('nl');
  await expect(answerOf(call).status).toHaveText(/^400\b/);
  await expect(call.getByRole('region', { name: 'curl-opdracht' })).toContainText("-H 'Accept-Language: nl'");
});

test('the whole flow works by keyboard: filter, open, send, read the answer', async ({ page }) => {
  await openIn(page, '/api-docs', 'en');
  const filter = page.getByRole('searchbox', { name: 'Filter the calls' });
  await filter.focus();
  await page.keyboard.type('health');
  const toggle = operation(page, 'GET', '/api/health').getByRole('heading', { level: 3 }).getByRole('button');
  await tabUntilFocused(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const call = operation(page, 'GET', '/api/health');
  // An answer's details open and close with the keyboard too.
  const answer200 = call.locator('summary').filter({ hasText: /^200\b/ });
  await tabUntilFocused(page, answer200);
  await page.keyboard.press('Enter');
  await expect(call.locator('details').first()).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  const send = call.getByRole('button', { name: 'Send' });
  await tabUntilFocused(page, send);
  await page.keyboard.press('Enter');
  await expect(answerOf(call).status).toHaveText(/^200\b/);
  // The answer's box takes focus, so that it can be scrolled with the keyboard.
  await tabUntilFocused(page, answerOf(call).body);
  await tabUntilFocused(page, toggle, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(call.getByRole('button', { name: 'Send' })).toBeHidden();
});

/** Presses Tab (or Shift+Tab) until the element has focus; fails if it is not reached within 40 steps. */
async function tabUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 40; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('axe-core finds no violations with an operation and its try-it answer open', async ({ page, request }) => {
  // axe over a long page in two languages: more than the default 30 s on a busy machine.
  test.slow();
  await signIn(page, await adminAccount(request));
  for (const language of ['en', 'nl'] as const) {
    await openIn(page, '/api-docs', language);
    const call = operation(page, 'POST', '/api/newsletter');
    await open(call);
    await call
      .locator('summary')
      .filter({ hasText: /^400\b/ })
      .click();
    await call.getByRole('textbox').last().fill('{}');
    await call.getByRole('button', { name: language === 'en' ? 'Send' : 'Versturen' }).click();
    await expect(answerOf(call).status).toHaveText(/^400\b/);
    const admin = operation(page, 'GET', '/api/admin/customers');
    await open(admin);
    expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  }
});

for (const width of [390, 1440]) {
  test(`at ${width} px an opened call with its answer does not make the page scroll sideways`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, await adminAccount(request));
    await openIn(page, '/api-docs', 'nl');
    const calls = [
      ['GET', '/api/admin/customers'],
      ['POST', '/api/orders'],
      ['GET', '/api/admin/invoices/{id}/pdf'],
    ] as const;
    for (const [method, path] of calls) await open(operation(page, method, path));
    const call = operation(page, 'GET', '/api/admin/customers');
    await call.getByRole('button', { name: 'Versturen' }).click();
    await expect(answerOf(call).body).toContainText('"items"');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The answer scrolls inside its own box instead.
    expect(await answerOf(call).body.evaluate((box) => getComputedStyle(box).overflow)).toBe('auto');
  });
}

test('a path parameter left empty is asked for, and nothing is sent', async ({ page }) => {
  await openIn(page, '/api-docs', 'en');
  const call = operation(page, 'DELETE', '/api/admin/customers/{id}');
  await open(call);
  let sent = false;
  page.on('request', (req) => {
    if (req.method() === 'DELETE') sent = true;
  });
  // The document's example prefills the id; emptied, the call is not sent.
  const id = call.getByRole('textbox', { name: /^id/ });
  await id.fill('');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect(call.getByText('Fill in id: it is part of the path.')).toBeVisible();
  await expect(id).toBeFocused();
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
  await id.fill('999999');
  await expect(call.getByRole('region', { name: 'curl command' })).toContainText(
    `curl -X DELETE '${new URL(page.url()).origin}/api/admin/customers/999999'`,
  );
});
