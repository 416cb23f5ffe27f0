import AxeBuilder from '@axe-core/playwright';
import { ESIM_BUNDLES, findTravelPlan, recommendTravelPlan } from '@telecom/domain';
import { expect, test, watchErrors } from './fixtures';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('/esim-pro', () => {
  test('sets its title, description, keywords, social tags and Product structured data', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/esim-pro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data, everywhere, without a SIM card');
    await expect(page).toHaveTitle(/eSIM Pro/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /eSIM/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /eSIM Pro/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(product).toMatchObject({ '@type': 'Product', name: 'eSIM Pro', offers: { priceCurrency: 'EUR', lowPrice: '15.00', highPrice: '45.00' } });
    await expect(page.getByRole('link', { name: 'Order eSIM Pro' })).toHaveAttribute('href', '/esim-pro/bestellen');
    expect(errors).toEqual([]);
  });

  test('shows the four bundles at their prices, in Dutch with the Dutch number format', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/esim-pro');
    const cards = page.locator('.bundle-card');
    await expect(cards).toHaveCount(ESIM_BUNDLES.length);
    await expect(cards.locator('h3')).toHaveText(['Essential', 'Popular', 'Premium', 'Unlimited']);
    await expect(cards.locator('.bundle-card__amount')).toHaveText(['€ 15,00', '€ 20,00', '€ 25,00', '€ 45,00']);
  });

  test('hides the swipe hint after 50 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/esim-pro');
    const hint = page.locator('.bundles__hint');
    await expect(hint).toHaveAttribute('data-visible', 'true');
    await page.locator('.bundles__row').evaluate((row) => row.scrollTo({ left: 30 }));
    await expect(hint).toHaveAttribute('data-visible', 'true');
    await page.locator('.bundles__row').evaluate((row) => row.scrollTo({ left: 80 }));
    await expect(hint).toHaveAttribute('data-visible', 'false');
  });

  test('opens an info modal with flagged countries; Escape, the close button and the overlay close it', async ({ page }) => {
    await page.goto('/esim-pro');
    const opener = page.getByRole('button', { name: 'More about EU countries in Essential' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'EU countries' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Netherlands' })).toContainText('🇳🇱');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Switzerland' })).toBeVisible();
    // Focus stays inside the modal.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'More about Privacy Shield in Popular' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Shield' });
    await expect(privacy).toContainText('085 / 088');
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toBeHidden();

    await page.getByRole('button', { name: 'More about Worldwide coverage in Premium' }).click();
    const world = page.getByRole('dialog', { name: 'Worldwide coverage' });
    await expect(world).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(world).toBeHidden();
  });
});

test.describe('the international plans', () => {
  test('show Europe by default and only the chosen region’s plans', async ({ page }) => {
    await page.goto('/internationale-plannen');
    await expect(page.getByRole('button', { name: /^Europe/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.plan-card h4')).toHaveText(['Basic', 'Standard', 'Unlimited']);
    await page.getByRole('button', { name: /^Asia-Pacific/ }).click();
    await expect(page.getByRole('button', { name: /^Asia-Pacific/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.plan-card h4')).toHaveText(['Basic', 'Standard', 'Premium']);
    await expect(page.locator('.plan-card__price')).toHaveText(['€24.99', '€44.99', '€79.99']);
    await page.getByText('Included countries in Asia-Pacific (16)').click();
    await expect(page.locator('.included-countries li').filter({ hasText: 'Japan' })).toContainText('🇯🇵');
  });

  test('link a plan to the order page with region, plan, data, duration and price', async ({ page }) => {
    await page.goto('/esim-pro');
    const plan = findTravelPlan('europa', 'standard')!;
    const target = `/esim-pro/bestellen?region=europa&plan=standard&data=${plan.data}&duration=${plan.duration}&price=${plan.price}`;
    await expect(page.getByRole('link', { name: 'Choose Standard' })).toHaveAttribute('href', target);
    await page.getByRole('link', { name: 'Choose Standard' }).click();
    // The wizard then adds its step to the address (?step=1) and orders that plan.
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(target));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the calculator recommends what the domain recommends, and books it', async ({ page }) => {
    await page.goto('/internationale-plannen');
    const calculator = page.getByRole('region', { name: 'Travel calculator' });
    await expect(calculator.getByText('Choose your dates and at least one country')).toBeVisible();
    const trips = [
      { start: 3, end: 9, countries: ['FR', 'ES'], usage: 'light' as const, names: ['France', 'Spain'] },
      { start: 1, end: 20, countries: ['JP', 'TH'], usage: 'heavy' as const, names: ['Japan', 'Thailand'] },
    ];
    for (const trip of trips) {
      await page.reload();
      const startDate = isoDay(trip.start);
      const endDate = isoDay(trip.end);
      await calculator.getByLabel('Departure date').fill(startDate);
      await calculator.getByLabel('Return date').fill(endDate);
      for (const name of trip.names) {
        await calculator.getByLabel('Country you visit').selectOption({ label: name });
        await calculator.getByRole('button', { name: 'Add' }).click();
      }
      await calculator.getByRole('radio', { name: new RegExp(`^${trip.usage === 'light' ? 'Light' : 'Heavy'}`) }).check();
      const expected = recommendTravelPlan({ startDate, endDate, countries: trip.countries, usage: trip.usage })!;
      const result = calculator.locator('.result-card');
      await expect(result).toContainText(`${expected.plan.name} — ${expected.plan.data}`);
      await expect(result).toContainText(`${expected.days} days`);
      await expect(result.getByRole('link', { name: 'Book this plan' })).toHaveAttribute(
        'href',
        `/esim-pro/bestellen?trip=custom&duration=${expected.days}&data=${expected.dataNeededGb}&region=${expected.regionId}&plan=${expected.plan.id}`,
      );
    }
  });

  test('the calculator keeps the date minimums and never lists a country twice', async ({ page }) => {
    await page.goto('/internationale-plannen');
    const calculator = page.getByRole('region', { name: 'Travel calculator' });
    await expect(calculator.getByLabel('Departure date')).toHaveAttribute('min', isoDay(0));
    await calculator.getByLabel('Departure date').fill(isoDay(10));
    await expect(calculator.getByLabel('Return date')).toHaveAttribute('min', isoDay(10));
    await calculator.getByLabel('Country you visit').selectOption({ label: 'Italy' });
    await calculator.getByRole('button', { name: 'Add' }).click();
    await expect(calculator.getByLabel('Country you visit').locator('option', { hasText: 'Italy' })).toHaveCount(0);
    await calculator.getByRole('button', { name: 'Remove Italy' }).click();
    await expect(calculator.getByLabel('Country you visit').locator('option', { hasText: 'Italy' })).toHaveCount(1);
  });

  test('have a FAQ with 6 toggles', async ({ page }) => {
    await page.goto('/internationale-plannen');
    const items = page.locator('.international .faq__item');
    await expect(items).toHaveCount(6);
    await items.first().locator('summary').click();
    await expect(items.first()).toHaveAttribute('open', '');
  });

  test('/esim-pro#pricing scrolls to the plans', async ({ page }) => {
    await page.goto('/esim-pro#pricing');
    await expect(page.locator('#pricing')).toBeVisible();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('pricing')!.getBoundingClientRect().top))).toBeLessThan(120);
  });
});

test('axe finds no violations with an info modal open', async ({ page }) => {
  await page.goto('/esim-pro');
  await page.getByRole('button', { name: 'More about AI Voicemail in Essential' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
