import { expect, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/**
 * Starts at `/` and follows every internal link of every page: none may lead to the 404 page, and no request of
 * any page may fail. A link that differs from one already followed only in its `redirect` parameter (where the login
 * and register pages send the visitor after signing in, which this signed-out crawl never does) opens the same page,
 * and is not followed again.
 */
test('every internal link leads to a real page, without failing requests', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()} (on ${page.url()})`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });

  const queue = ['/'];
  const seen = new Set(queue);
  const notFound: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    if ((await heading.textContent()) === 'Page not found') notFound.push(path);
    await page.waitForLoadState('networkidle');
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      url.searchParams.delete('redirect');
      const target = `${url.pathname}${url.search}`;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  expect(notFound).toEqual([]);
  expect(failures).toEqual([]);
  // The crawl reached the whole site, the order wizards included.
  expect(seen.size).toBeGreaterThan(40);
  for (const wizard of ['/esim-pro/bestellen', '/voip/configureren'])
    expect(
      [...seen].some((path) => path.split('?')[0] === wizard),
      `${wizard} is linked from the site`,
    ).toBe(true);
});
