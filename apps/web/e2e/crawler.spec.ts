import { expect, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/** Pages open at once: the crawl waits on the network for most of each page (until it has been idle 500 ms). */
const TABS = 3;

/**
 * Starts at `/` and follows every internal link of every page: none may lead to the 404 page, and no request of
 * any page may fail. A link that differs from one already followed only in its `redirect` parameter (where the login
 * and register pages send the visitor after signing in, which this signed-out crawl never does) opens the same page,
 * and is not followed again. Three tabs of one visitor take pages from the queue side by side (55 s → 25 s on a
 * two-core machine).
 */
test('every internal link leads to a real page, without failing requests', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  const queue = ['/'];
  const seen = new Set(queue);
  const notFound: string[] = [];
  let busy = 0;

  const crawl = async (tab: typeof page) => {
    tab.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        failures.push(`${response.status()} ${response.url()} (on ${tab.url()})`);
    });
    tab.on('requestfailed', (request) => {
      if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED')
        failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
    });
    // A tab with an empty queue waits while another still reads a page, which may link to more.
    while (queue.length > 0 || busy > 0) {
      const path = queue.shift();
      if (path === undefined) {
        await tab.waitForTimeout(100);
        continue;
      }
      busy++;
      try {
        await tab.goto(path);
        const heading = tab.getByRole('heading', { level: 1 });
        await expect(heading, path).toBeVisible();
        if ((await heading.textContent()) === 'Page not found') notFound.push(path);
        await tab.waitForLoadState('networkidle');
        const links = await tab
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
      } finally {
        busy--;
      }
    }
  };
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  await Promise.all(tabs.map(crawl));

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
