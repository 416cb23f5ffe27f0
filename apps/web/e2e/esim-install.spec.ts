import type { Page } from '@playwright/test';
import {
  esimProOrder,
  expect,
  holdOrderToken,
  openIn,
  placePaidOrder,
  readyEsimOf,
  signIn,
  tabTest as test,
  uniqueEmail,
  watchErrors,
} from './fixtures';

// Issue 22 in the browser (docs/contracts.md §8): the checkout states the terms and asks the required consent to delivery
// starting at once; an eSIM Pro order paid by iDEAL shows its QR code on the confirmation page within 10 s; the eSIM's
// install page works on a 390 px phone, in Dutch, with the QR code, the codes to copy and the steps per phone.

test.use({ reducedMotion: 'reduce' });

const WIZARD = '/esim-pro/bestellen';
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Through steps 1 and 2 of the wizard: eSIM Pro with Dutch data, 24 months, an iPhone 15, a Dutch address. */
async function toPaymentStep(page: Page, email: string) {
  await page.goto(WIZARD);
  await page.getByRole('slider', { name: 'Data in the Netherlands' }).fill('2');
  await page.getByRole('radio', { name: /^24 months/ }).check();
  await page.getByLabel('Brand').selectOption({ label: 'Apple' });
  await page.getByLabel('Model').selectOption({ label: 'iPhone 15' });
  await nextButton(page).click();
  await page.getByLabel('Full name').fill('Eva Installeer');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('06 12345678');
  await page.getByLabel('Postcode').fill('1012 JS');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3:/ })).toBeVisible();
}

/** An <img> that has loaded a picture (not a broken image). */
async function expectLoadedImage(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveAttribute('src', /^blob:/);
}

test('an eSIM Pro order paid by iDEAL asks the consent, shows its QR code within 10 s and links to its install page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('esim-install');
  await toPaymentStep(page, email);

  // The terms: the chosen minimum term, how to cancel, the right of withdrawal and its required consent.
  const terms = page.getByRole('region', { name: 'Term, cancelling and your right of withdrawal' });
  await expect(terms.getByTestId('minimum-term')).toHaveText(/^24 months, the contract length you chose\./);
  await expect(terms).toContainText('Any time, in your dashboard.');
  await expect(terms).toContainText('within 14 days');
  const consent = page.getByRole('checkbox', { name: /^I want delivery to start straight away/ });
  await expect(consent).not.toBeChecked();

  // Without the consent no order is placed: the error is next to the checkbox, and nothing typed is lost.
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Order incomplete' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Agree to delivery starting straight away to place your order')).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/step=3/);
  await expect(page.locator('.details-summary')).toContainText('Eva Installeer');
  await expect(page.locator('.details-summary')).toContainText(email);

  await consent.check();
  await expect(page.getByText('Agree to delivery starting straight away to place your order')).toBeHidden();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  // The hosted payment page, paid with ING.
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  await page.getByLabel('Your bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');

  // The QR code within 10 s of the payment, with the one-tap install on iPhone and the codes.
  const started = Date.now();
  await expect(page.getByTestId('esim-status')).toHaveText('Your eSIM is ready to install.', { timeout: 10_000 });
  await expectLoadedImage(page, 'QR code to install eSIM Pro');
  expect(Date.now() - started).toBeLessThan(10_000);
  const ios = page.getByRole('link', { name: 'Install on iPhone (iOS 17.4+)' });
  await expect(ios).toHaveAttribute(
    'href',
    /^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=LPA%3A1%24/,
  );
  const activationCode = (await page.getByTestId('activation-code').textContent()) ?? '';
  expect(activationCode).not.toBe('');
  expect(decodeURIComponent((await ios.getAttribute('href')) ?? '')).toContain(activationCode);

  await page.getByRole('link', { name: 'Install instructions for your phone' }).click();
  await expect(page).toHaveURL(/\/esim\/installeren\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install your eSIM');
  await expect(page.getByTestId('activation-code')).toHaveText(activationCode);
  expect(errors).toEqual([]);
});

test('the install page works on a 390 px phone in Dutch: QR code, codes to copy, steps per phone', async ({
  page,
  context,
  request,
}) => {
  const errors = watchErrors(page);
  const placed = await placePaidOrder(request, esimProOrder(uniqueEmail('esim-nl'), { account: 'guest' }));
  const esim = await readyEsimOf(request, placed);
  await holdOrderToken(page, placed);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, `/esim/installeren/${esim.id}`, 'nl');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je eSIM installeren');
  await expectLoadedImage(page, 'QR-code om eSIM Pro te installeren');
  await expect(page.getByRole('link', { name: 'Installeren op iPhone (iOS 17.4+)' })).toHaveAttribute(
    'href',
    esim.iosInstallUrl ?? '',
  );
  await expect(page.getByTestId('smdp-address')).toHaveText(esim.smdpAddress ?? '');
  await expect(page.getByTestId('activation-code')).toHaveText(esim.activationCode ?? '');
  await expect(page.getByTestId('lpa')).toHaveText(esim.lpa ?? '');
  await expect(page.getByTestId('esim-status-fact')).toHaveText('Klaar om te installeren');

  // Copying says so, and the clipboard holds the code.
  const copy = page.getByRole('button', { name: 'Activeringscode kopiëren' });
  await copy.click();
  await expect(copy).toHaveText('Gekopieerd');
  await expect(page.getByRole('status').filter({ hasText: 'Activeringscode gekopieerd' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(esim.activationCode);

  // The iPhone's steps first, in Dutch; the arrow keys move to Samsung and Pixel.
  const iphone = page.getByRole('tab', { name: 'iPhone' });
  await expect(iphone).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Open Instellingen, tik op Mobiele netwerk en daarna op Voeg eSIM toe.');
  await expect(panel).toContainText('Tik op Gebruik QR-code en scan de code op deze pagina.');
  await iphone.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Samsung' })).toBeFocused();
  await expect(panel).toContainText('Open Instellingen, tik op Verbindingen en daarna op Simkaartbeheer.');
  await page.keyboard.press('ArrowRight');
  await expect(panel).toContainText('Open Instellingen, tik op Netwerk en internet en daarna op Simkaarten.');
  await expect(page.getByRole('link', { name: 'Contact met support' })).toBeVisible();

  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

test('another browser is asked to sign in; a signed-in account gets "not found" for an eSIM that is not its own', async ({
  page,
  request,
}) => {
  const placed = await placePaidOrder(request, esimProOrder(uniqueEmail('esim-other'), { account: 'guest' }));
  const esim = await readyEsimOf(request, placed);
  const path = `/esim/installeren/${esim.id}`;

  await openIn(page, path, 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in om deze eSIM te zien');
  await expect(page.getByText('gebruik de QR-code in je bestelmail')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(path)}`,
  );
  await expect(page.getByRole('img', { name: /QR-code/ })).toHaveCount(0);

  const email = uniqueEmail('esim-stranger');
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Vreemde', lastName: 'Klant', email, password: 'Vreemd-Wachtwoord-12', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, (await registered.json()) as { token: string; user: unknown });
  await openIn(page, path, 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM niet gevonden');
  await openIn(page, '/esim/installeren/geen-nummer', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM niet gevonden');
});
