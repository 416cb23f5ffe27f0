// axe-core (WCAG 2.0–2.2 A and AA) on states the page sweep does not reach: every page of the page table in every
// language and role, as it opens, is checked by sweep.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, openIn, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the open mobile menu of the home page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // axe.run in the page (legacy mode), as in the sweep: no frames to gather, and no blank page opened for it.
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
