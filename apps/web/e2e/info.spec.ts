// The information pages as a visitor reads them. That every page (these too) shows its figures, never a
// {{placeholder}}, in en, nl and es, is checked by the page sweep (sweep.spec.ts).
import type { Page } from '@playwright/test';
import { asNewVisitor, expect, openIn, tabTest as test } from './fixtures';

const LANGUAGES = ['en', 'nl', 'es'] as const;

test('the help band under the information pages names the support promise in figures, in en, nl and es', async ({
  page,
}) => {
  for (const language of LANGUAGES) {
    await test.step(`the help band under the information pages names the support promise in figures, in ${language}`, async () => {
      await asNewVisitor(page);
      await openIn(page, '/privacy', language);
      // Soft, so that each language is checked whichever fails; the message names the language of a failure.
      await expect
        .soft(page.getByRole('main'), `/privacy in ${language}`)
        .toContainText({ en: 'answers within 4 hours', nl: 'binnen 4 uur', es: 'en menos de 4 horas' }[language]);
    });
  }
});

test('the accessibility statement is linked from the footer and says the standard and where to report, in en, nl and es', async ({
  page,
}) => {
  const texts = {
    en: { link: 'Accessibility', standard: 'WCAG) 2.2 at level AA', report: 'Reporting a problem' },
    nl: { link: 'Toegankelijkheid', standard: 'WCAG) 2.2 op niveau AA', report: 'Een probleem melden' },
    es: { link: 'Accesibilidad', standard: 'WCAG) 2.2, nivel AA', report: 'Informar de un problema' },
  };
  for (const language of LANGUAGES) {
    await test.step(`the accessibility statement in ${language}`, async () => {
      await asNewVisitor(page);
      await openIn(page, '/', language);
      const { link, standard, report } = texts[language];
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(/\/toegankelijkheid$/);
      await expect.soft(page.getByRole('heading', { level: 1 }), language).toHaveText(link);
      await expect.soft(page.getByRole('main'), language).toContainText(standard);
      await expect.soft(page.getByRole('heading', { name: report }), language).toBeVisible();
    });
  }
});

test.describe('/api-docs', () => {
  /** The texts the page writes itself around an opened call (the OpenAPI document's own texts carry lang="en"). */
  const texts = async (page: Page) => {
    const main = page.getByRole('main');
    const orders = main
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^POST \/api\/orders / }) });
    const toggle = orders.getByRole('heading', { level: 3 }).getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(orders.getByRole('heading', { level: 4 }).first()).toBeVisible();
    return main
      .locator(
        'h2, h4, label, .api-access, .api-note, .api-filter__count, .field__hint, button:not(.api-operation__toggle)',
      )
      .evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[lang="en"], code').forEach((part) => part.remove());
          return (copy.textContent ?? '').trim();
        }),
      );
  };

  test('writes its own texts in the page language and marks the English summaries of the API as English', async ({
    page,
  }) => {
    await openIn(page, '/api-docs', 'en');
    await expect(page.getByRole('button', { name: /^POST \/api\/orders / })).toBeVisible();
    const english = new Set(await texts(page));
    expect([...english]).toEqual(
      expect.arrayContaining(['Orders and invoices', 'Request body', 'Answers', 'Try it', 'Bearer token', 'Send']),
    );

    for (const [language, groups, note] of [
      [
        'nl',
        ['Systeem', 'Klantaccounts', 'Bestellingen en facturen', 'Webhooks', 'Formulieren', 'Backoffice'],
        'De omschrijvingen komen rechtstreeks uit het OpenAPI-document en zijn in het Engels.',
      ],
      [
        'es',
        ['Sistema', 'Cuentas', 'Pedidos y facturas', 'Webhooks', 'Formularios', 'Administración'],
        'Las descripciones proceden directamente del documento OpenAPI y están en inglés.',
      ],
    ] as const) {
      await openIn(page, '/api-docs', language);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: /^POST \/api\/orders / })).toBeVisible();
      expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
        expect.arrayContaining([...groups]),
      );
      await expect(main.getByText(note, { exact: true })).toBeVisible();
      // No text the page writes itself is the English one; the summaries from the OpenAPI document carry lang="en".
      // (Words spelt the same in both languages are no English left over: Dutch "Parameters", and "Webhooks".)
      const sameWord = new Set(language === 'nl' ? ['Parameters', 'Webhooks'] : ['Webhooks']);
      const own = (await texts(page)).filter((text) => text !== '' && !sameWord.has(text));
      expect(own.filter((text) => english.has(text))).toEqual([]);
      const summary = main.getByRole('button', { name: /^POST \/api\/orders / }).locator('[lang="en"]');
      await expect(summary).toHaveText(/\w/);
    }
  });
});

test('a page load logs no React Router warning about a missing HydrateFallback', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const path of ['/', '/privacy', '/esim-pro', '/dashboard', '/admin/customers']) {
    await openIn(page, path, 'nl');
    await page.waitForLoadState('networkidle');
  }
  expect(warnings.filter((text) => /HydrateFallback|hydrateFallbackElement/.test(text))).toEqual([]);
});
