import { AI_ASSISTANT_PLANS, VOIP_BUNDLES } from '@telecom/domain';
import { expect, tabTest as test } from './fixtures';

test.describe('/voip', () => {
  test('shows numbers, bundles and per-minute rates in the Dutch number format', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/voip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bel overal vandaan met je eigen nummer');
    for (const bundle of VOIP_BUNDLES) {
      await expect(page.getByTestId(`voip-bundle-${bundle.id}`)).toContainText(
        `€ ${(bundle.monthlyCents / 100).toFixed(2).replace('.', ',')}`,
      );
    }
    await expect(page.getByRole('row', { name: /Nederlandse mobiele nummers/ })).toContainText('€ 0,05');
    await expect(
      page.getByText('eenmalig € 18,15 incl. btw (€ 15,00 excl. btw) voor een Nederlands nummer'),
    ).toBeVisible();
  });

  test("links to the spec's targets", async ({ page }) => {
    await page.goto('/voip');
    const main = page.getByRole('main');
    for (const href of [
      '/voip/configureren',
      '/voip/nummer-behouden',
      '/voip/ai-assistant',
      '/zakelijk',
      '/dashboard',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });
});

test.describe('/voip/ai-assistant', () => {
  test('offers the three plans, each linking to the configure page with its plan', async ({ page }) => {
    await page.goto('/voip/ai-assistant');
    for (const plan of AI_ASSISTANT_PLANS) {
      await expect(page.getByRole('link', { name: `Choose ${plan.name}` })).toHaveAttribute(
        'href',
        `/voip/ai-assistant/configureren?plan=${plan.id}`,
      );
    }
    await expect(page.locator('.plan-card__price')).toHaveText([
      '€59.29 incl. VAT €49.00 excl. VAT',
      '€119.79 incl. VAT €99.00 excl. VAT',
      '€240.79 incl. VAT €199.00 excl. VAT',
    ]);
    await expect(page.getByRole('main').locator('a[href="/"]')).toBeVisible();
  });
});

test.describe('/voip/ai-assistant/configureren', () => {
  test('checks the plan of the query, with its price in Dutch', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/voip/ai-assistant/configureren?plan=enterprise');
    await expect(page.getByRole('radio', { name: /^Enterprise/ })).toBeChecked();
    await expect(page.getByTestId('trial-offer')).toHaveText(
      '30 dagen gratis, daarna € 240,79 per maand incl. btw (€ 199,00 excl. btw)',
    );
    await expect(page.getByTestId('today-total')).toHaveText('€ 0,00');
  });

  test('falls back to Professional for an unknown plan and switches plan in the address', async ({ page }) => {
    await page.goto('/voip/ai-assistant/configureren?plan=gold');
    await expect(page.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Starter/ }).click();
    await expect(page).toHaveURL(/plan=starter$/);
    await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked();
    await expect(page.getByTestId('trial-offer')).toContainText('€49.00');
  });
});
