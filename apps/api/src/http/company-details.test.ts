// The company's details in the served pages (docs/decisions/045), from the web app's real build (apps/web/dist, made by
// `npm run build`): the markers the build rendered become the settings' values when a page is served, the page carries
// the same values as JSON for the app to hydrate with, and a change in the settings shows on the next page load.
import {
  COMPANY_DETAILS_ELEMENT_ID,
  DEFAULT_ADMIN_SETTINGS,
  publicCompanyDetails,
  type PublicCompanyDetails,
} from '@telecom/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { DEFAULT_WEB_DIST } from './web-app.js';

describe('the company details in the served pages', async () => {
  const t = await createTestApp({ webDist: DEFAULT_WEB_DIST });
  const page = (url: string, language = 'nl') =>
    request(t.app).get(url).set('Accept', 'text/html').set('Accept-Language', language);
  const detailsOf = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${COMPANY_DETAILS_ELEMENT_ID}">([^<]*)</script>`).exec(
        html,
      )?.[1] ?? 'null',
    ) as PublicCompanyDetails | null;

  it('writes the settings into a prerendered page and gives the app the same values, with no marker left', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/%COMPANY_/);
    expect(res.text).toContain('KvK 81234567');
    expect(res.text).toContain('Btw NL862154397B01');
    expect(res.text).toContain('<a href="tel:+31201234567">020 123 4567</a>');
    expect(res.text).toContain('werkdagen 8:00–20:00');
    expect(detailsOf(res.text)).toEqual(publicCompanyDetails(DEFAULT_ADMIN_SETTINGS));
  });

  it('shows changed settings on the next page load, escaped, in every language and on pages the browser draws', async () => {
    await t.services.settings.saveSettings({
      ...DEFAULT_ADMIN_SETTINGS,
      companyName: 'Bakker & Zn <B.V.>',
      kvkNumber: '76543210',
      supportPhone: '+31302345678',
      supportHoursFrom: '09:00',
      supportHoursTo: '17:30',
    });
    const dutch = await page('/support/contact');
    expect(dutch.text).toContain('Bakker &amp; Zn &lt;B.V.&gt;');
    expect(dutch.text).not.toContain('Bakker & Zn <B.V.>');
    expect(dutch.text).toContain('KvK 76543210');
    expect(dutch.text).toContain('030 234 5678');
    expect(dutch.text).toContain('werkdagen 9:00–17:30');
    expect(dutch.text).not.toContain('81234567');
    const spanish = await page('/support/contact', 'es');
    expect(spanish.text).toContain('días laborables de 9:00 a 17:30');
    // A page the browser draws (a query other than ?lang=) gets the values to draw with.
    const drawn = await page('/esim-pro?bundle=unlimited');
    expect(detailsOf(drawn.text)).toMatchObject({ companyName: 'Bakker & Zn <B.V.>', kvkNumber: '76543210' });
    expect(drawn.text).not.toContain('<B.V.>');
  });
});
