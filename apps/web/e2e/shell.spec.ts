import { asNewVisitor, expect, holdRequests, tabTest as test } from './fixtures';

const HEADINGS = {
  en: 'Smart telephony for everyone',
  nl: 'Slimme telefonie voor iedereen',
  es: 'Telefonía inteligente para todos',
} as const;

test.describe('the home page', () => {
  test('renders in en, nl and es with <html lang> set to each', async ({ page }) => {
    for (const [language, heading] of Object.entries(HEADINGS)) {
      // Soft, so that each language is checked whichever fails; the address names the language of a failure.
      await test.step(`renders in ${language} with <html lang="${language}">`, async () => {
        const where = `/?lang=${language}`;
        await asNewVisitor(page);
        await page.goto(where);
        await expect.soft(page.getByRole('heading', { level: 1 }), where).toHaveText(heading);
        await expect.soft(page.locator('html'), where).toHaveAttribute('lang', language);
        await expect.soft(page, where).toHaveTitle(/TeleNova/);
      });
    }
  });

  test('starts in English with an unsupported browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.en);
    await context.close();
  });

  test('starts in the browser language when it is supported', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.nl);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });
});

test.describe('the language switcher', () => {
  test('?lang=es switches to Spanish and disappears from the address', async ({ page }) => {
    await page.goto('/?lang=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.es);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  test('keeps other query parameters and the hash when it removes lang', async ({ page }) => {
    await page.goto('/some-page?step=2&lang=nl#details');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/some-page' && url.search === '?step=2' && url.hash === '#details',
    );
  });

  test('ignores an unsupported ?lang= value and removes it', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.en);
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('switches from the dropdown, remembers the choice and sets <html lang>', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('combobox', { name: 'Language' });
    await expect(switcher).toHaveValue('en');
    await expect(switcher.locator('option')).toHaveText(['English', 'Nederlands', 'Español']);
    await switcher.selectOption('nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.nl);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.nl);
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('combobox', { name: 'Language' });
    await switcher.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.nl);
  });
});

test.describe('navigation', () => {
  // Scrolling is instant with reduced motion, so the positions can be read at once.
  test.use({ reducedMotion: 'reduce' });

  test('the address changes once the next page is drawn, which starts at the top; back returns to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Smart telephony for everyone');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

    // While the next page's code is held back, the page shown and the address stay as they were.
    const release = await holdRequests(page, '**/assets/esim-pro-*.js');
    const asked = page.waitForRequest('**/assets/esim-pro-*.js');
    await page.getByRole('banner').getByRole('link', { name: 'eSIM Pro' }).click();
    // The navigation has begun: the router asks for the next page's code.
    await asked;
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toHaveText('Smart telephony for everyone');
    release();
    await expect(heading).toHaveText('Your data, everywhere, without a SIM card');
    await expect(page).toHaveURL(/\/esim-pro$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(heading).toHaveText('Smart telephony for everyone');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  });

  test('a reload returns to where the visitor was; a new visit to the same address starts at the top', async ({
    page,
  }) => {
    await page.goto('/esim-pro');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Your data, everywhere, without a SIM card');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    await page.reload();
    await expect(heading).toHaveText('Your data, everywhere, without a SIM card');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    // Typed in again: a new entry of the history, with no position of its own.
    await page.goto('/esim-pro');
    await expect(heading).toHaveText('Your data, everywhere, without a SIM card');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('unknown paths', () => {
  test('show the translated 404 page with a link home', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/this-page-does-not-exist?lang=nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.nl);
  });

  test('answer API paths with JSON, not the page', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });
});

test('GET /api/health answers ok from the production server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});
