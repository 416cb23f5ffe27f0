import { expect, tabTest as test } from './fixtures';

test.describe('the Dutch route names', () => {
  test('/inloggen goes to /login and keeps the query', async ({ page }) => {
    await page.goto('/inloggen?redirect=%2Fdashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/registreren goes to /register', async ({ page }) => {
    await page.goto('/registreren');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('scrolling', () => {
  test('a navigation scrolls to the top, and back restores the position', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('an address with a hash scrolls to its target once the page has rendered it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/voorwaarden#section-4');
    await expect(page.locator('#section-4')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('section-4')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });
});
