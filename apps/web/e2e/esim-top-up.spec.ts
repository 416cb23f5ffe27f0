import type { APIRequestContext } from '@playwright/test';
import { formatEuro, type EsimsAnswer, type EsimUsage } from '@telecom/domain';
import { esimProOrder, expect, openIn, placePaidOrder, signIn, test, watchErrors, registerAccount } from './fixtures';

// eSIM top-ups in the browser (docs/contracts.md §14): from the dashboard's eSIM page, "Top up" in two steps (a bundle
// by its price incl. VAT, then confirm and pay on the simulated provider's page), and back on the eSIM's page the new
// data allowance; the auto top-up form keeps what it saved. Keyboard only where the customer chooses.

const euro = (cents: number) => formatEuro(cents, 'nl-NL');

const account = (request: APIRequestContext) =>
  registerAccount(request, 'opwaarderen', { firstName: 'Joris', lastName: 'Smit', password: 'Herfst-Wandel-2026' });

test.use({ reducedMotion: 'reduce' });

test('a customer tops up an eSIM in two steps and sees the new data allowance', async ({ page, request }) => {
  const errors = watchErrors(page);
  const customer = await account(request);
  const auth = { Authorization: `Bearer ${customer.token}` };
  await placePaidOrder(request, esimProOrder(customer.email, { name: 'Joris Smit' }), auth);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/esims', { headers: auth })).json()) as EsimsAnswer).esims.map(
          (esim) => esim.status,
        ),
      { timeout: 15_000 },
    )
    .toEqual(['ready']);
  const [esim] = ((await (await request.get('/api/esims', { headers: auth })).json()) as EsimsAnswer).esims;
  const usage = (await (await request.get(`/api/esims/${esim!.id}/usage`, { headers: auth })).json()) as EsimUsage;
  const includedGb = usage.includedMb! / 1024;

  await signIn(page, customer);
  await openIn(page, '/dashboard', 'nl');
  await page.getByTestId('esims').getByRole('link', { name: 'Data en opwaarderen' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/esims/${esim!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM Pro');
  await expect(page.getByTestId('usage')).toContainText(`0 GB van ${includedGb} GB gebruikt`);
  await expect(page.getByText('Nog geen opwaarderingen.')).toBeVisible();

  // Step 1: the bundles with their prices incl. VAT; the choice by keyboard.
  await page.getByRole('link', { name: 'Opwaarderen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM Pro opwaarderen');
  await expect(page.getByText('Stap 1 van 2')).toBeVisible();
  const bundles = page.getByRole('group', { name: 'Kies een bundel' });
  await expect(bundles.getByRole('radio')).toHaveCount(4);
  await expect(bundles).toContainText(`${euro(1209)} incl. btw`);
  await bundles.getByRole('radio', { name: /^1 GB/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(bundles.getByRole('radio', { name: /^3 GB/ })).toBeChecked();
  await page.getByRole('button', { name: 'Volgende: bevestigen' }).press('Enter');

  // Step 2: the summary, in the URL so that a reload keeps it; confirm and pay.
  await expect(page).toHaveURL(/[?&]step=confirm&bundle=3gb$/);
  await expect(page.getByText('Stap 2 van 2')).toBeVisible();
  const summary = page.getByTestId('top-up-summary');
  await expect(summary).toContainText('3 GB');
  await expect(summary).toContainText(euro(1209));
  await expect(summary).toContainText(euro(210));
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();

  // The simulated provider's page, then back on the eSIM's page with the data added.
  await expect(page).toHaveURL(/\/betalen\/TX-[0-9A-F]+$/);
  await expect(page.getByText(euro(1209)).first()).toBeVisible();
  await page.getByLabel('Je bank *').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/esims/${esim!.id}\\?topUp=\\d+$`));
  await expect(page.getByTestId('top-up-notice')).toHaveText(
    `3 GB is toegevoegd: je hebt deze periode nu ${includedGb + 3} GB.`,
  );
  await expect(page.getByTestId('usage')).toContainText(`0 GB van ${includedGb + 3} GB gebruikt`);
  await expect(page.getByTestId('usage')).toContainText('(incl. 3 GB aan opwaarderingen)');
  await expect(page.getByTestId('top-ups')).toContainText('Toegevoegd');

  // Auto top-up: a limit below the bundle is refused next to the field; a valid one is saved and kept.
  await page.getByRole('checkbox', { name: 'Automatisch opwaarderen' }).check();
  await page.getByLabel('Bundel').selectOption('10gb');
  const cap = page.getByLabel('Maandlimiet in euro (incl. btw)');
  await cap.fill('20');
  await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('De maandlimiet moet minstens één bundel dekken')).toBeVisible();
  await cap.fill('40');
  await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
  await expect(page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Automatisch opwaarderen' })).toBeChecked();
  await expect(page.getByLabel('Maandlimiet in euro (incl. btw)')).toHaveValue('40');
  expect(errors).toEqual([]);
});
