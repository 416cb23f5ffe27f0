// The public pages rendered at build (docs/contracts.md §10, docs/decisions/022): the not-found page, a click before the
// app is ready, the styles, links and code after hydration. That each page arrives as HTML in the visitor's language
// and React takes it over (hydrates) without a mismatch, keeping the server's elements, is checked for every page in
// en, nl and es by the page sweep (sweep.spec.ts).
import { expect, holdRequests, signIn, tabTest as test, uniqueEmail, watchErrors } from './fixtures';

test.describe('prerendered pages', () => {
  test('an unknown path answers 404 with the not-found page, hydrated, in the visitor’s language', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await context.addCookies([{ name: 'language', value: 'nl', url: baseURL ?? '' }]);
    const response = await page.goto('/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await page.waitForLoadState('networkidle');
    // The browser reports the document's own 404; nothing else may fail.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('a click before the app is ready is held and done once it is: the login form is checked, never sent by the browser', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    // The app's code is held back, so that the visitor acts on the server's HTML alone.
    const release = await holdRequests(page, '**/assets/start-*.js');
    await context.addCookies([{ name: 'language', value: 'nl', url: baseURL ?? '' }]);
    await page.goto('/login', { waitUntil: 'commit' });
    // The entry has run (the page has painted; the app's code has not come).
    await expect(page.locator('html[data-app-holding]')).toHaveCount(1);
    const submit = page.locator('#root[data-prerendered]').getByRole('button', { name: 'Inloggen', exact: true });
    await submit.click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page.getByText('E-mailadres is verplicht')).toHaveCount(0);
    // Not the browser's own GET of the form, with its fields in the address.
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
    await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    expect(errors).toEqual([]);
  });

  test('a submit held in a part that hydrates later (the footer) is done once the app has the page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await holdRequests(page, '**/assets/start-*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html[data-app-holding]')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('held'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(footer.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    expect(errors).toEqual([]);
  });

  test('the styles in the document are not fetched or linked again as the app starts', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname);
    });
    for (const path of ['/esim-pro/bestellen', '/esim-pro', '/login']) {
      fetched.length = 0;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      const inline = await page
        .locator('style[data-href]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
      expect(inline.length, path).toBeGreaterThan(1);
      // Vite's loader would have appended a <link> per file (the app's after the page's: the cascade turned until the
      // page's came too, and the order wizard shifted by a line, Lighthouse CLS 0.043).
      const linked = await page
        .locator('link[rel="stylesheet"]:not([disabled])')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(
        linked.filter((href) => inline.includes(href)),
        path,
      ).toEqual([]);
      expect(
        fetched.filter((href) => inline.includes(href)),
        path,
      ).toEqual([]);
    }
  });

  test('links still navigate in the browser after hydration', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    // A marker on window survives a client-side navigation and is gone after a full page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'VOIP' }).click();
    await expect(page).toHaveURL(/\/voip$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('link', { name: 'Support' }).first().click();
    await expect(page).toHaveURL(/\/support$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('/ loads no query code for a signed-out visitor; a signed-in one sees their name, checked by the server', async ({
    page,
    request,
  }) => {
    // docs/decisions/030: TanStack Query and the session's check come with the code that needs them.
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    // The footer's newsletter form sends its call without them, and says so.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('newsletter'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    // TanStack Query's chunk and lib/session.ts's (lib/session-state.ts is the shell's own).
    expect(scripts.filter((path) => /\/(queries|session(?!-state-))-[\w-]+\.js$/.test(path))).toEqual([]);

    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Query',
        lastName: 'Later',
        email: uniqueEmail('queries'),
        password: 'Query-Later-123',
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, (await registered.json()) as { token: string; user: unknown });
    const verified = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/verify'));
    await page.goto('/');
    expect((await verified).status()).toBe(200);
    await expect(page.getByRole('button', { name: /Query Later/ })).toBeVisible();
  });
});
