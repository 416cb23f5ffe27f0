// axe-core (WCAG 2.0–2.2 A and AA) on states the page sweep does not reach: every page of the page table in every
// language and role, as it opens, is checked by sweep.spec.ts.
import { axeViolations, expect, openIn, tabTest as test, WCAG_TAGS } from './fixtures';

test('the open mobile menu of the home page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
});
