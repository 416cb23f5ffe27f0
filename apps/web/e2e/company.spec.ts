import { expect, openIn, tabTest as test } from './fixtures';

test.describe('/zakelijk', () => {
  test('solution cards link to eSIM Pro, VOIP and the AI assistant', async ({ page }) => {
    await page.goto('/zakelijk');
    const main = page.getByRole('main');
    for (const href of ['/esim-pro', '/voip', '/voip-ai-assistant'])
      await expect(main.locator(`.plan-card a[href="${href}"]`)).toBeVisible();
  });

  test('contact sales and a quote request go through the inquiries API with a translated confirmation', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/zakelijk');
    const form = page.getByRole('form', { name: 'Neem contact op met sales' });
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByText('Naam is verplicht')).toBeVisible();
    await form.getByRole('textbox', { name: 'Naam' }).fill('Joris Smit');
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('joris@smit.nl');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Bedankt! Een salesadviseur neemt binnen één werkdag contact met je op.',
    );
    await page.getByRole('button', { name: 'Vraag een offerte aan' }).click();
    const quote = page.getByRole('form', { name: 'Vraag een offerte aan' });
    await quote.getByRole('textbox', { name: 'Naam' }).fill('Joris Smit');
    await quote.getByRole('textbox', { name: 'E-mailadres' }).fill('joris@smit.nl');
    await quote.getByRole('button', { name: 'Versturen' }).click();
    await expect(quote.getByRole('status')).toHaveText('Bedankt! Je ontvangt je offerte binnen twee werkdagen.');
  });
});

test.describe('/investeren', () => {
  test("shows the round's figures and requires name, e-mail and amount", async ({ page }) => {
    await page.goto('/investeren');
    await expect(page.getByTestId('figure-minimum')).toHaveText(/^€100\s?[kK]$/);
    await expect(page.getByTestId('figure-valuation')).toHaveText(/^€15\s?[mM]$/);
    const form = page.getByRole('form', { name: 'Investor form' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.field__error')).toHaveCount(3);
    await form.getByRole('textbox', { name: 'Name' }).fill('Investor B.V.');
    await form.getByRole('textbox', { name: 'Email address' }).fill('invest@example.nl');
    await form.getByRole('combobox', { name: 'Investment amount' }).selectOption('500k-1m');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your interest! Our investor relations team will contact you shortly.',
    );
  });
});

test('/over-ons tells the story from 2018 to 2024 and links to support', async ({ page }) => {
  await page.goto('/over-ons');
  await expect(page.locator('.timeline__year')).toHaveText(['2018', '2019', '2020', '2021', '2022', '2023', '2024']);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/support',
  );
});

test('/over-ons names its awards as awards, not prices, in every language', async ({ page }) => {
  for (const [language, heading] of [
    ['nl', 'Onderscheidingen'],
    ['en', 'Awards'],
    ['es', 'Premios'],
  ] as const) {
    await openIn(page, '/over-ons', language);
    const awards = page.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true });
    await expect(awards).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3 }).filter({ hasText: 'Award 2023' }),
    ).toBeVisible();
  }
  await openIn(page, '/over-ons', 'nl');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Prijzen' })).toHaveCount(0);
});
