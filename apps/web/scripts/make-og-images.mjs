// Renders the Open Graph images (1200×630 PNG) of the product pages and the default one for every other page into
// public/og/, from an HTML card in the site's colours and font with the page's hero illustration, in Debian's
// Chromium. The images are committed; run again after changing the brand or an illustration:
//
//   node apps/web/scripts/make-og-images.mjs
//
// They carry no sentence, only names that read the same in English, Dutch and Spanish, so that one image serves
// all three languages (src/app/public-pages.ts names each page's image).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const illustration = (name) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(webDir, 'src/assets/illustrations', `${name}.svg`)).toString('base64')}`;

const IMAGES = [
  { file: 'default', title: 'TeleNova', lead: 'eSIM · VOIP · AI', art: 'esim-pro' },
  { file: 'esim-pro', title: 'eSIM Pro', lead: 'NL · EU · 170+', art: 'esim-pro' },
  { file: 'voip', title: 'VOIP', lead: '+31 · 50+', art: 'voip' },
  { file: 'ai-assistant', title: 'AI Assistant', lead: '24/7', art: 'ai-assistant' },
  { file: 'ai-voicemail', title: 'AI Voicemail', lead: 'NL · EN · DE · FR', art: 'ai-voicemail' },
];

// The site's colours and font (src/styles/global.css) and its brand mark (src/components/ui/brand-mark.tsx).
const card = ({ title, lead, art }) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    background: linear-gradient(135deg, #0b3d91 0%, #072a66 100%); color: #fff; display: grid;
    grid-template-columns: 1fr 460px; align-items: center; padding: 0 72px; box-sizing: border-box; gap: 40px; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 36px; font-weight: 700; }
  h1 { font-size: 104px; line-height: 1.05; margin: 48px 0 24px; letter-spacing: -0.02em; }
  p { font-size: 40px; margin: 0; color: #d5dce8; }
  .bar { width: 120px; height: 10px; border-radius: 5px; background: #00a37a; margin-top: 48px; }
  .art { background: #fff; border-radius: 24px; padding: 24px; display: grid; place-items: center; }
  .art img { width: 100%; height: auto; display: block; }
</style></head><body>
  <div>
    <div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#fff"/>
      <path d="M9 20a10 10 0 0 1 14 0M12 23a5 5 0 0 1 8 0M6 17a14 14 0 0 1 20 0" fill="none" stroke="#0b3d91"
      stroke-width="2.4" stroke-linecap="round"/></svg>TeleNova</div>
    <h1>${title}</h1>
    <p>${lead}</p>
    <div class="bar"></div>
  </div>
  <div class="art"><img src="${illustration(art)}" alt=""></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const image of IMAGES) {
  await page.setContent(card(image));
  await page.screenshot({ path: path.join(webDir, 'public/og', `${image.file}.png`), type: 'png' });
  console.log(`public/og/${image.file}.png`);
}
await browser.close();
