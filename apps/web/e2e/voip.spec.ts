import { AI_ASSISTANT_PLANS, VOIP_BUNDLES } from '@telecom/domain';
import { expect, test } from './fixtures';

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
    await expect(page.getByText('eenmalig € 15,00 voor een Nederlands nummer')).toBeVisible();
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
    await expect(page.locator('.plan-card__price')).toHaveText(['€49.00', '€99.00', '€199.00']);
    await expect(page.getByRole('main').locator('a[href="/"]')).toBeVisible();
  });
});

test.describe('/voip/ai-assistant/configureren', () => {
  test('shows the plan of the query and sends the business details as an inquiry', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/voip/ai-assistant/configureren?plan=enterprise');
    const plan = page.getByRole('region', { name: 'Je abonnement' });
    await expect(plan.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    await expect(plan).toContainText('€ 199,00');
    const form = page.getByRole('form', { name: 'Je bedrijfsgegevens' });
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('geen-adres');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByText('Naam is verplicht')).toBeVisible();
    await expect(form.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('geen-adres');
    await form.getByRole('textbox', { name: 'Je naam' }).fill('Petra Bakker');
    await form.getByRole('textbox', { name: 'Bedrijfsnaam' }).fill('Bakkerij Bakker');
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('petra@bakker.nl');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('status')).toHaveText(
      /Bedankt! We hebben je aanvraag voor het Enterprise-abonnement ontvangen/,
    );
    await expect(form.getByRole('textbox', { name: 'Je naam' })).toHaveValue('');
  });

  test('falls back to Professional for an unknown plan and switches plan in the address', async ({ page }) => {
    await page.goto('/voip/ai-assistant/configureren?plan=gold');
    await expect(
      page.getByRole('region', { name: 'Your plan' }).getByRole('heading', { name: 'Professional' }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Change plan' }).selectOption('starter');
    await expect(page).toHaveURL(/plan=starter$/);
    await expect(
      page.getByRole('region', { name: 'Your plan' }).getByRole('heading', { name: 'Starter' }),
    ).toBeVisible();
  });
});
