import type { Page } from '@playwright/test';
import { expect, openIn, signIn, tabTest as test, uniqueEmail } from './fixtures';

// The contract summary (docs/contracts.md §13, EECC art. 102) at the order wizard's last step: a link to the PDF of
// what is about to be ordered, in the page's language, which the server answers as a PDF.

test.use({ reducedMotion: 'reduce' });

const WIZARD = '/esim-pro/bestellen';
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Step 1 as configured by the caller, then a device and the details: step 3. */
async function openLastStep(page: Page) {
  await page.getByLabel('Brand').selectOption({ label: 'Apple' });
  await page.getByLabel('Model').selectOption({ label: 'iPhone 16' });
  await nextButton(page).click();
  await page.getByLabel('Full name').fill('Jan de Vries');
  await page.getByRole('main').getByLabel('Email address').fill(uniqueEmail('summary'));
  await page.getByLabel('Phone number').fill('06 12345678');
  await page.getByLabel('Postcode').fill('1012 JS');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('Street')).toHaveValue('Dam');
  await nextButton(page).click();
  await expect(page).toHaveURL(/[?&]step=3(&|$)/);
}

/** The link's address, and what the server answers there. */
async function followSummaryLink(page: Page, name = 'Download the contract summary of this order (PDF)') {
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).not.toBeNull();
  const answer = await page.request.get(new URL(href!, page.url()).toString());
  expect({ status: answer.status(), type: answer.headers()['content-type'] }).toEqual({
    status: 200,
    type: 'application/pdf',
  });
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  return new URL(href!, page.url());
}

test('the last step of an eSIM Pro order links to the contract summary of the chosen configuration', async ({
  page,
}) => {
  await page.goto(WIZARD);
  await page.getByRole('radio', { name: /^24 months/ }).check();
  await page.getByRole('slider', { name: 'Data in the Netherlands' }).fill('2');
  await openLastStep(page);
  const url = await followSummaryLink(page);
  expect(url.pathname).toBe('/api/contract-summary.pdf');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    product: 'esim-pro',
    duration: '24',
    nlData: '2',
    lang: 'en',
  });
});

test('the last step of a travel plan order links to that plan’s contract summary', async ({ page }) => {
  await page.goto(`${WIZARD}?region=asia&plan=premium`);
  await openLastStep(page);
  const url = await followSummaryLink(page);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    product: 'travel',
    region: 'asia',
    plan: 'premium',
    lang: 'en',
  });
});

test('the AI voicemail order page links to the chosen plan’s contract summary, in Dutch on a Dutch page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('summary-ai');
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'nl' },
    data: { firstName: 'Femke', lastName: 'Bos', email, password: 'Winter-Schaats-2026', acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, (await registered.json()) as { token: string; user: unknown });
  await openIn(page, '/ai-voicemail/bestellen?plan=pro', 'nl');
  const url = await followSummaryLink(page, 'Download de contractsamenvatting van deze bestelling (pdf)');
  expect(Object.fromEntries(url.searchParams)).toEqual({ product: 'ai-voicemail', plan: 'pro', lang: 'nl' });
});
