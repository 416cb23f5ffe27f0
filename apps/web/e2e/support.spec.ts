import { expect, tabTest as test } from './fixtures';

test.describe('/support', () => {
  test('the FAQ opens one answer at a time and closes it on a new search or category', async ({ page }) => {
    await page.goto('/support');
    const question = (name: string) => page.getByRole('button', { name });
    await question('How do I install my eSIM?').click();
    await expect(question('How do I install my eSIM?')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('scan the code')).toBeVisible();
    await question('Can I keep my number?').click();
    await expect(question('Can I keep my number?')).toHaveAttribute('aria-expanded', 'true');
    await expect(question('How do I install my eSIM?')).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'VOIP', exact: true }).click();
    await expect(page.getByRole('button', { name: 'VOIP', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.accordion__button')).toHaveText([
      'Can I keep my number?',
      'Which devices work with VOIP?',
    ]);
    await expect(question('Can I keep my number?')).toHaveAttribute('aria-expanded', 'false');

    await question('Can I keep my number?').click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the help' }).fill('invoice');
    await expect(page.locator('.accordion__button')).toHaveText(['When is my invoice sent?']);
    await expect(question('When is my invoice sent?')).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('searchbox', { name: 'Search the help' }).fill('zzz');
    await expect(page.getByText('No answers match your search.')).toBeVisible();
  });

  test('the help cards lead to their sections, the status card to /status in a new tab', async ({ page }) => {
    await page.goto('/support');
    const help = page.getByRole('navigation', { name: 'Help topics' });
    await expect(help.getByRole('link', { name: /Guides/ })).toHaveAttribute('href', '#support-guides');
    await help.getByRole('link', { name: /Contact/ }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('support-contact')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(150);
    await expect(help.getByRole('link', { name: /Service status/ })).toHaveAttribute('target', '_blank');
    await expect(help.getByRole('link', { name: /Service status/ })).toHaveAttribute('href', '/status');
  });

  test('the ticket form asks for every field, then sends the ticket, confirms and clears', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/support');
    const form = page.getByRole('form', { name: 'Stuur een ticket' });
    await form.getByRole('button', { name: 'Ticket versturen' }).click();
    await expect(form.getByText('Naam is verplicht')).toBeVisible();
    await expect(form.getByText('E-mailadres is verplicht')).toBeVisible();
    await expect(form.locator('.field__error')).toHaveCount(4);
    await form.getByRole('textbox', { name: 'Naam' }).fill('Anna de Vries');
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill('anna@example.nl');
    await form.getByRole('combobox', { name: 'Onderwerp' }).selectOption('esim');
    await form.getByRole('textbox', { name: 'Bericht' }).fill('Mijn eSIM activeert niet.');
    await form.getByRole('button', { name: 'Ticket versturen' }).click();
    await expect(form.getByRole('status')).toHaveText('Ticket verzonden! We nemen binnen 4 uur contact met je op.');
    await expect(form.getByRole('textbox', { name: 'Naam' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Bericht' })).toHaveValue('');
  });
});
