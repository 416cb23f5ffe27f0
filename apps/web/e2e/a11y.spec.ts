import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ALL_ROUTES } from './routes';
import { openIn } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('axe-core finds no violations', () => {
  for (const path of [...ALL_ROUTES, '/this-page-does-not-exist']) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the open mobile menu and the home page in English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, '/', 'en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
