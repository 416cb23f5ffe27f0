import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, expect, openIn, signIn, test, watchErrors, WCAG_TAGS, registerAccount } from './fixtures';

// Webhooks on /dashboard/webhooks (docs/contracts.md §18, docs/decisions/070-webhooks.md): a customer adds an endpoint
// that points at a small receiver this spec starts on 127.0.0.1 (the e2e server allows local endpoints with
// ALLOW_LOCAL_WEBHOOKS), copies the signing secret shown once, sends the test event, and finds it in the endpoint's
// delivery log as delivered with the receiver's 200; the receiver got it signed with that secret. A bad URL is refused
// at its field; deleting asks first.

test.use({ reducedMotion: 'reduce' });

const account = (request: APIRequestContext) =>
  registerAccount(request, 'webhooks', { firstName: 'Joost', lastName: 'Visser' });

/** A receiver on a free port of 127.0.0.1 that keeps what it is sent and answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/telenova`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a customer adds an endpoint, sends the test event and sees it delivered in the log', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const receiver = await startReceiver();
  try {
    await signIn(page, await account(request));
    await openIn(page, '/dashboard/webhooks', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Je endpoints' });
    await expect(list.getByTestId('webhook-endpoints-empty')).toBeVisible();

    // A URL that is not one, and no events: refused at the fields, what was typed kept.
    const form = page.getByRole('region', { name: 'Endpoint toevoegen' });
    const url = form.getByLabel('URL van het endpoint');
    await url.fill('geen adres');
    await form.getByRole('button', { name: 'Endpoint toevoegen' }).click();
    await expect(form.getByText('Vul een volledige URL in, zoals https://example.nl/webhooks')).toBeVisible();
    await expect(form.getByText('Kies ten minste één gebeurtenis')).toBeVisible();
    await expect(url).toBeFocused();
    await expect(url).toHaveValue('geen adres');

    await url.fill(receiver.url);
    await form.getByLabel(/Bestelling betaald/).check();
    await form.getByLabel(/Factuur betaald/).check();
    await form.getByRole('button', { name: 'Endpoint toevoegen' }).click();

    // The secret, once, with its copy button.
    const secretPanel = page.getByTestId('webhook-secret');
    await expect(secretPanel).toBeVisible();
    const secret = (await secretPanel.getByTestId('webhook-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{32}$/);
    await expect(secretPanel.getByRole('button', { name: 'Ondertekeningsgeheim kopiëren' })).toBeVisible();
    await secretPanel.getByRole('button', { name: 'Ik heb het bewaard' }).click();
    await expect(secretPanel).toBeHidden();

    const endpoint = list.getByTestId('webhook-endpoint');
    await expect(endpoint).toHaveCount(1);
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText('Bestelling betaald, Factuur betaald');

    await endpoint.getByRole('button', { name: 'Testgebeurtenis versturen' }).click();
    const delivery = endpoint.getByTestId('webhook-delivery');
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('Testgebeurtenis');
    await expect(delivery).toContainText('Afgeleverd', { timeout: 15_000 });
    await expect(delivery.getByRole('cell').nth(3)).toHaveText('200');
    await expect(delivery.getByRole('cell').nth(4)).toHaveText('1');

    // The receiver got the ping, signed with the secret shown.
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [{ headers: IncomingHttpHeaders; body: string }];
    const signature = String(headers['webhook-signature']);
    const t = /t=(\d+)/.exec(signature)?.[1];
    const v1 = /v1=([0-9a-f]{64})/.exec(signature)?.[1];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    expect(JSON.parse(body)).toMatchObject({ type: 'ping', data: { message: expect.any(String) } });
    expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);

    // Deleting asks first; kept, then deleted.
    await endpoint.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Dit endpoint verwijderen?' });
    await dialog.getByRole('button', { name: 'Behouden' }).click();
    await expect(endpoint).toHaveCount(1);
    await endpoint.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await dialog.getByRole('button', { name: 'Endpoint verwijderen' }).click();
    await expect(list.getByTestId('webhook-endpoints-empty')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});
