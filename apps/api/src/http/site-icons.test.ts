// The site's icons and web manifest (docs/contracts.md §13): linked from every page's head and served from the build.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { DEFAULT_WEB_DIST } from './web-app.js';

describe('the site icons and web manifest', async () => {
  const { app } = await createTestApp({ webDist: DEFAULT_WEB_DIST });

  it('are linked from the pages and served: favicon, touch icon and a manifest with name, icons and theme colour', async () => {
    const page = await request(app).get('/').set('Accept', 'text/html');
    for (const link of [
      '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ])
      expect(page.text).toContain(link);
    const favicon = await request(app).get('/favicon.ico');
    expect(favicon.status).toBe(200);
    const touchIcon = await request(app).get('/apple-touch-icon.png');
    expect([touchIcon.status, touchIcon.headers['content-type']]).toEqual([200, 'image/png']);
    const manifest = await request(app).get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const body = JSON.parse(manifest.text) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(body).toMatchObject({ name: 'TeleNova', theme_color: '#0b3d91' });
    for (const icon of body.icons) expect((await request(app).get(icon.src)).status, icon.src).toBe(200);
  });
});
