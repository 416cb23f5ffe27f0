import { ESIM_BUNDLES, findTravelPlan, recommendTravelPlan } from '@telecom/domain';
import type { Page } from '@playwright/test';
import { asNewVisitor, axeViolations, expect, openIn, tabTest as test, watchErrors, WCAG_TAGS } from './fixtures';

/** The calendar day `offset` days from today on this machine (the browser's clock and time zone), as YYYY-MM-DD. */
const isoDay = (offset: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

const LANGUAGES = ['nl', 'en', 'es'] as const;

/** The regional indicator letters U+1F1E6–U+1F1FF, of which emoji flags are made. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

/** How far the document scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('/esim-pro', () => {
  test('the plans far below the first screen hydrate once the visitor comes near them; a tap on them works at once', async ({
    page,
  }) => {
    // docs/decisions/077: the calculator's date fields get their minimum (today) only once React has the part.
    const errors = watchErrors(page);
    await openIn(page, '/esim-pro', 'en');
    const start = page.locator('section.calculator input[type="date"]').first();
    await page.waitForLoadState('networkidle');
    await expect(start).not.toHaveAttribute('min');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(start).toHaveAttribute('min', isoDay(0));

    // A fresh visit: the first thing done to the plans is a tap on a region, which works without coming near first.
    await openIn(page, '/esim-pro', 'en');
    const asia = page.getByRole('group', { name: 'Regions' }).getByRole('button', { name: /Asia-Pacific/ });
    await asia.click();
    await expect(asia).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: /Asia-Pacific/, level: 3 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('sets its title, description, keywords, social tags and Product structured data', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/esim-pro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data, everywhere, without a SIM card');
    await expect(page).toHaveTitle(/eSIM Pro/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /eSIM/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /eSIM Pro/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(product).toMatchObject({ '@type': 'Product', name: 'eSIM Pro' });
    expect(product.offers.map((offer: { price: string; priceCurrency: string }) => offer.price)).toEqual([
      '15.00',
      '20.00',
      '25.00',
      '45.00',
    ]);
    await expect(page.getByRole('link', { name: 'Order eSIM Pro' })).toHaveAttribute('href', '/esim-pro/bestellen');
    expect(errors).toEqual([]);
  });

  test('shows the four bundles at their prices, in Dutch with the Dutch number format', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.goto('/esim-pro');
    const cards = page.locator('.bundle-card');
    await expect(cards).toHaveCount(ESIM_BUNDLES.length);
    await expect(cards.locator('h3')).toHaveText(['Essential', 'Popular', 'Premium', 'Unlimited']);
    // With VAT as the main figure, the spec's price before VAT beside it (docs/contracts.md §13).
    await expect(cards.locator('.consumer-price__main')).toHaveText([
      '€ 18,15 incl. btw per maand',
      '€ 24,20 incl. btw per maand',
      '€ 30,25 incl. btw per maand',
      '€ 54,45 incl. btw per maand',
    ]);
    await expect(cards.locator('.consumer-price__excl')).toHaveText([
      '€ 15,00 excl. btw',
      '€ 20,00 excl. btw',
      '€ 25,00 excl. btw',
      '€ 45,00 excl. btw',
    ]);
  });

  test('hides the swipe hint after 50 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/esim-pro');
    const hint = page.locator('.bundles__hint');
    await expect(hint).toHaveAttribute('data-visible', 'true');
    const row = page.getByRole('region', { name: 'Bundles, scroll sideways for more' });
    await row.evaluate((element) => element.scrollTo({ left: 30, behavior: 'instant' }));
    await expect(hint).toHaveAttribute('data-visible', 'true');
    await row.evaluate((element) => element.scrollTo({ left: 80, behavior: 'instant' }));
    await expect(hint).toHaveAttribute('data-visible', 'false');
  });

  test('on a 390 px phone in nl, en and es the page stays 390 px wide and the bundles scroll in their own labelled region', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of LANGUAGES) {
      await test.step(`on a 390 px phone in ${language} the page stays 390 px wide and the bundles scroll in their own labelled region`, async () => {
        await asNewVisitor(page);
        await openIn(page, '/esim-pro', language);
        expect(await sidewaysOverflow(page)).toBe(0);
        const row = page.locator('.bundles__frame');
        await expect(row).toHaveAttribute('role', 'region');
        await expect(row).toHaveAttribute('aria-label', /.+/);
        await expect(row).toHaveAttribute('tabindex', '0');
        const { scrollWidth, clientWidth, right } = await row.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          right: element.getBoundingClientRect().right,
        }));
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        expect(right).toBeLessThanOrEqual(390);
        // Scrolled to its end, the last card is in view and the page still does not scroll sideways.
        await row.scrollIntoViewIfNeeded();
        await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
        const last = (await page.locator('.bundle-card').last().boundingBox())!;
        expect(last.x).toBeGreaterThanOrEqual(0);
        expect(last.x + last.width).toBeLessThanOrEqual(390);
        expect(await sidewaysOverflow(page)).toBe(0);
      });
    }
  });

  test('at 768 and 1024 px all four bundle cards are whole, 2 abreast, and at 1280 and 1440 px 4 abreast, without a scrolling row', async ({
    page,
  }) => {
    // Four page loads: 20 s on a busy machine, so more than the default 30 s as the limit.
    test.setTimeout(60_000);
    for (const [width, perRow] of [
      [768, 2],
      [1024, 2],
      [1280, 4],
      [1440, 4],
    ] as const) {
      await test.step(`at ${width} px all four bundle cards are whole, ${perRow} abreast, without a scrolling row`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await asNewVisitor(page);
        await openIn(page, '/esim-pro', 'nl');
        // Nothing in the bundles section is wider than the section (the page's header is the shell's to check).
        expect(await page.locator('#bundles').evaluate((section) => section.scrollWidth - section.clientWidth)).toBe(0);
        const row = page.locator('.bundles__frame');
        await expect(row).not.toHaveAttribute('role', 'region');
        const frame = await row.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
        const boxes = await page
          .locator('.bundle-card')
          .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes).toHaveLength(4);
        for (const box of boxes) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
          expect(box.width).toBeGreaterThanOrEqual(240);
        }
        expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(4 / perRow);
        for (const name of ['Essential bestellen', 'Popular bestellen', 'Premium bestellen', 'Unlimited bestellen']) {
          const link = page.getByRole('link', { name });
          const box = (await link.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        await expect(page.locator('.bundles__hint')).toBeHidden();
      });
    }
  });

  test('opens an info modal with flagged countries; Escape, the close button and the overlay close it', async ({
    page,
  }) => {
    await page.goto('/esim-pro');
    const opener = page.getByRole('button', { name: 'More about EU countries in Essential' });
    // The "i" is the style sheet's: an 18 px image in the button's colour, masked by the icon.
    const icon = await opener.evaluate((button) => {
      const style = getComputedStyle(button, '::before');
      return { width: style.width, height: style.height, mask: style.maskImage, colour: style.backgroundColor };
    });
    expect(icon).toMatchObject({ width: '18px', height: '18px', mask: expect.stringContaining('data:image/svg+xml') });
    expect(icon.colour).toBe(await opener.evaluate((button) => getComputedStyle(button).color));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'EU countries' });
    await expect(dialog).toBeVisible();
    const netherlands = dialog.getByRole('listitem').filter({ hasText: 'Netherlands' });
    await expect(netherlands.locator('img')).toHaveAttribute('src', /^\/assets\/nl-[\w-]+\.svg$/);
    await expect(netherlands.locator('img')).toHaveAttribute('alt', '');
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
    await expect(page.locator('.plan-card__price')).toHaveText([
      '€30.24 incl. VAT €24.99 excl. VAT',
      '€54.44 incl. VAT €44.99 excl. VAT',
      '€96.79 incl. VAT €79.99 excl. VAT',
    ]);
    await page.getByText('Included countries in Asia-Pacific (16)').click();
    await expect(page.locator('.included-countries li').filter({ hasText: 'Japan' }).locator('img')).toHaveAttribute(
      'src',
      /^\/assets\/jp-[\w-]+\.svg$/,
    );
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
      await calculator
        .getByRole('radio', { name: new RegExp(`^${trip.usage === 'light' ? 'Light' : 'Heavy'}`) })
        .check();
      const expected = recommendTravelPlan({
        today: isoDay(0),
        startDate,
        endDate,
        countries: trip.countries,
        usage: trip.usage,
      })!;
      const result = calculator.locator('.result-card');
      await expect(result).toContainText(`${expected.plan.name} — ${expected.plan.data}`);
      await expect(result).toContainText(`${expected.days} days`);
      await expect(result.getByRole('link', { name: 'Book this plan' })).toHaveAttribute(
        'href',
        `/esim-pro/bestellen?trip=custom&duration=${expected.days}&data=${expected.dataNeededGb}&region=${expected.regionId}&plan=${expected.plan.id}`,
      );
    }
  });

  test('the page as built names no minimum date, which would be the build day from the next day on', async ({
    request,
  }) => {
    const html = await (await request.get('/internationale-plannen')).text();
    const dateFields = html.match(/<input[^>]*type="date"[^>]*>/g) ?? [];
    expect(dateFields).toHaveLength(2);
    for (const field of dateFields) expect(field).not.toContain(' min=');
  });

  test('the calculator shows its advice with VAT first and the price before VAT beside it, in each language', async ({
    page,
  }) => {
    // Japan and Thailand, 20 days of heavy use: the Asia-Pacific Premium plan, 20GB, listed at €79.99 before VAT.
    const trip = { today: isoDay(0), startDate: isoDay(1), endDate: isoDay(20), countries: ['JP', 'TH'] };
    const expected = recommendTravelPlan({ ...trip, usage: 'heavy' })!;
    expect([expected.plan.data, expected.plan.price]).toEqual(['20GB', '79.99']);
    const shown = {
      nl: ['€ 96,79 incl. btw', '€ 79,99 excl. btw'],
      en: ['€96.79 incl. VAT', '€79.99 excl. VAT'],
      es: ['96,79 € con IVA', '79,99 € sin IVA'],
    } as const;
    for (const language of ['nl', 'en', 'es'] as const) {
      await openIn(page, `/internationale-plannen?lang=${language}`, language);
      const calculator = page.locator('section.calculator');
      const [start, end] = [
        calculator.locator('input[type="date"]').first(),
        calculator.locator('input[type="date"]').last(),
      ];
      await start.fill(trip.startDate);
      await end.fill(trip.endDate);
      for (const country of trip.countries) {
        await calculator.locator('select').selectOption(country);
        await calculator.locator('form button[type="submit"]').click();
      }
      await calculator.locator('input[type="radio"][value="heavy"]').check();
      const price = calculator.locator('.result-card__price');
      await expect(price.locator('.consumer-price__main'), language).toHaveText(shown[language][0]);
      await expect(price.locator('.consumer-price__excl'), language).toHaveText(shown[language][1]);
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

  test('the calculator says what is wrong with the dates, next to them, and advises nothing until they are corrected', async ({
    page,
  }) => {
    await openIn(page, '/internationale-plannen', 'nl');
    const calculator = page.getByRole('region', { name: 'Reiscalculator' });
    const start = calculator.getByLabel('Vertrekdatum');
    const end = calculator.getByLabel('Terugkeerdatum');
    await calculator.getByLabel('Land dat je bezoekt').selectOption({ label: 'Frankrijk' });
    await calculator.getByRole('button', { name: 'Toevoegen' }).click();

    // A departure yesterday.
    await start.fill(isoDay(-1));
    await start.blur();
    await expect(start).toHaveAccessibleDescription('De vertrekdatum kan niet in het verleden liggen');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await end.fill(isoDay(5));
    await expect(calculator.locator('.result-card')).toHaveCount(0);
    await expect(calculator).toContainText('Verbeter de datums om ons advies te zien.');

    // A return before the departure.
    await start.fill(isoDay(10));
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(end).toHaveAccessibleDescription('De terugkeerdatum kan niet voor de vertrekdatum liggen');
    await expect(calculator.locator('.result-card')).toHaveCount(0);

    // Corrected: the messages go and the advice comes.
    await end.fill(isoDay(12));
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(calculator.locator('.field__error')).toHaveCount(0);
    await expect(calculator.locator('.result-card')).toContainText('Je reis van 3 dagen vraagt ongeveer 3 GB.');
  });

  test("the calculator's date message is in en on the en page and in es on the es page", async ({ page }) => {
    for (const [language, label, message] of [
      ['en', 'Departure date', 'The departure date cannot be in the past'],
      ['es', 'Fecha de salida', 'La fecha de salida no puede estar en el pasado'],
    ] as const) {
      await test.step(`the calculator's date message is in ${language} on the ${language} page`, async () => {
        await asNewVisitor(page);
        await openIn(page, '/internationale-plannen', language);
        const start = page.getByLabel(label);
        await start.fill(isoDay(-3));
        await start.blur();
        await expect(start).toHaveAccessibleDescription(message);
      });
    }
  });

  test('counts days in good nl, en and es: a one-day trip is "1 dag", "1 day", "1 día", a plan of seven days "7 dagen", "7 days", "7 días"', async ({
    page,
  }) => {
    // Three page loads, a trip filled in on each: 20 s on a busy machine, so more than the default 30 s as the limit.
    test.setTimeout(60_000);
    for (const [language, country, add, oneDay, sevenDays] of [
      ['nl', 'Japan', 'Toevoegen', 'Je reis van 1 dag vraagt', '7 dagen'],
      ['en', 'Japan', 'Add', 'Your trip of 1 day needs', '7 days'],
      ['es', 'Japón', 'Añadir', 'Tu viaje de 1 día necesita', '7 días'],
    ] as const) {
      await test.step(`counts days in good ${language}: a one-day trip is "${oneDay}", a plan of seven days "${sevenDays}"`, async () => {
        await asNewVisitor(page);
        await openIn(page, '/internationale-plannen', language);
        await expect(page.locator('.plan-card__data').first()).toContainText(sevenDays);
        const calculator = page.locator('.calculator');
        const [start, end] = await calculator.locator('input[type="date"]').all();
        await start!.fill(isoDay(2));
        await end!.fill(isoDay(2));
        await calculator.locator('select').selectOption({ label: country });
        await calculator.getByRole('button', { name: add }).click();
        await expect(calculator.locator('.result-card')).toContainText(oneDay);
        await expect(calculator.locator('.result-card')).toContainText(sevenDays);
      });
    }
  });

  test('a one-day trip booked from the calculator is "1 dag" in the wizard too', async ({ page }) => {
    await openIn(page, '/internationale-plannen', 'nl');
    const calculator = page.getByRole('region', { name: 'Reiscalculator' });
    await calculator.getByLabel('Vertrekdatum').fill(isoDay(1));
    await calculator.getByLabel('Terugkeerdatum').fill(isoDay(1));
    await calculator.getByLabel('Land dat je bezoekt').selectOption({ label: 'Italië' });
    await calculator.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(calculator.locator('.result-card')).toContainText('Je reis van 1 dag vraagt ongeveer 1 GB.');
    await calculator.getByRole('link', { name: 'Boek dit plan' }).click();
    await expect(page).toHaveURL(/\/esim-pro\/bestellen\?trip=custom&duration=1&/);
    await expect(page.getByText('Gekozen voor uw reis van 1 dag, ongeveer 1 GB data.')).toBeVisible();
  });

  test('the calculator fits a 390 px phone in nl, en and es: dates, country and "Toevoegen", "Add", "Añadir" inside the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [language, add] of [
      ['nl', 'Toevoegen'],
      ['en', 'Add'],
      ['es', 'Añadir'],
    ] as const) {
      await test.step(`the calculator fits a 390 px phone in ${language}: dates, country and "${add}" inside the screen`, async () => {
        await asNewVisitor(page);
        await openIn(page, '/internationale-plannen', language);
        expect(await sidewaysOverflow(page)).toBe(0);
        const calculator = page.locator('.calculator');
        const frame = (await calculator.boundingBox())!;
        expect(frame.x + frame.width).toBeLessThanOrEqual(390);
        const controls = [
          ...(await calculator.locator('input[type="date"], select').all()),
          calculator.getByRole('button', { name: add }),
        ];
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(frame.x);
          expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
          expect(box.height).toBeGreaterThanOrEqual(24);
        }
        // The button shows its whole word.
        expect(
          await calculator
            .getByRole('button', { name: add })
            .evaluate((button) => button.scrollWidth <= button.clientWidth),
        ).toBe(true);
      });
    }
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
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('pricing')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });
});

test('axe finds no violations with an info modal open', async ({ page }) => {
  await page.goto('/esim-pro');
  await page.getByRole('button', { name: 'More about AI Voicemail in Essential' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
});

test.describe('country flags', () => {
  test('are SVG images of the site itself, never emoji, in the modals, the country list and the calculator', async ({
    page,
  }) => {
    await openIn(page, '/esim-pro', 'nl');
    const sources = new Set<string>();
    const collect = async (scope: ReturnType<Page['locator']>) => {
      const images = scope.locator('img.country-flag');
      await expect(images.first()).toBeVisible();
      // The browser draws it: the file is an image it could decode.
      await expect
        .poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const found = await images.evaluateAll((list) =>
        list.map((image) => ({
          src: image.getAttribute('src') ?? '',
          size: `${image.getAttribute('width')}×${image.getAttribute('height')}`,
          alt: image.getAttribute('alt'),
        })),
      );
      for (const image of found) {
        // Its size is set before it loads (nothing shifts), and the country's name is written beside it.
        expect(image.size).toBe('20×15');
        expect(image.alt).toBe('');
        sources.add(image.src);
      }
    };

    for (const [opener, title] of [
      ['Meer over EU-landen bij Essential', 'EU-landen'],
      ['Meer over Wereldwijde dekking bij Premium', 'Wereldwijde dekking'],
    ] as const) {
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await collect(dialog);
      expect(await dialog.innerText()).not.toMatch(EMOJI_FLAG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await page.getByText('Inbegrepen landen in Europa (20)').click();
    await collect(page.locator('.included-countries'));
    const calculator = page.locator('.calculator');
    await calculator.getByLabel('Land dat je bezoekt').selectOption({ label: 'Japan' });
    await calculator.getByRole('button', { name: 'Toevoegen' }).click();
    await collect(page.locator('.chosen-countries'));
    expect(await page.locator('body').innerText()).not.toMatch(EMOJI_FLAG);

    expect(sources.size).toBeGreaterThan(40);
    await Promise.all(
      [...sources].map(async (source) => {
        expect(source).toMatch(/^\/assets\/[a-z]{2}-[\w-]+\.svg$/);
        const response = await page.request.get(source);
        expect(response.status(), source).toBe(200);
        expect(response.headers()['content-type'], source).toMatch(/^image\/svg\+xml/);
        expect(await response.text(), source).toMatch(/^<svg[\s>]/);
      }),
    );
  });

  test('no page of the eSIM area shows an emoji flag', async ({ page }) => {
    for (const path of ['/esim-pro', '/internationale-plannen']) {
      for (const language of LANGUAGES) {
        await openIn(page, path, language);
        await page.locator('.included-countries summary').click();
        expect(await page.locator('body').innerText(), `${path} ${language}`).not.toMatch(EMOJI_FLAG);
      }
    }
  });
});
