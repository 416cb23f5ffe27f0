import type { Page } from '@playwright/test';
import { VOICEMAIL_PLANS } from '@telecom/domain';
import { expect, test } from './fixtures';

const items = (page: Page) => page.getByTestId('voicemail-list').locator('.voicemail-item');

test.describe('/ai-voicemail', () => {
  test('the demo list: first after 4 s, then every 5 s, at most 4, restarting 8 s after the last', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ai-voicemail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 500);
    await expect(items(page)).toHaveCount(0);
    await page.clock.runFor(4000);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute('data-testid', 'voicemail-dentist');
    await page.clock.runFor(4900);
    await expect(items(page)).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).first()).toHaveAttribute('data-testid', 'voicemail-parcel');
    for (const [count, newest] of [
      [3, 'plumber'],
      [4, 'mother'],
      [4, 'client'],
      [4, 'garage'],
    ] as const) {
      await page.clock.runFor(5000);
      await expect(items(page)).toHaveCount(count);
      await expect(items(page).first()).toHaveAttribute('data-testid', `voicemail-${newest}`);
    }
    // The oldest dropped off: four shown, newest first.
    await expect(page.getByTestId('voicemail-dentist')).toHaveCount(0);
    await page.clock.runFor(7900);
    await expect(items(page).first()).toHaveAttribute('data-testid', 'voicemail-garage');
    await page.clock.runFor(100);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute('data-testid', 'voicemail-dentist');
  });

  test('appointment requests are accepted as Bevestigd or declined as Afgewezen with a polite text message', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'nl'));
    await page.clock.install();
    await page.goto('/ai-voicemail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Time runs on until the third message is in (its timing is the test above's); each message's timer is set by
    // an effect after the previous one shows, so the clock goes a second at a time rather than to exact marks.
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(page.getByTestId('voicemail-plumber')).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 15_000 });
    const dentist = page.getByTestId('voicemail-dentist');
    await dentist.getByRole('button', { name: 'Accepteren' }).click();
    await expect(dentist).toContainText('Bevestigd');
    await expect(dentist.getByRole('button')).toHaveCount(0);
    const plumber = page.getByTestId('voicemail-plumber');
    await plumber.getByRole('button', { name: 'Weigeren' }).click();
    await expect(plumber).toContainText('Afgewezen');
    await expect(plumber).toContainText('We hebben Pieter Jansen een beleefde sms gestuurd.');
    // Messages without a request have no buttons.
    await expect(page.getByTestId('voicemail-parcel').getByRole('button')).toHaveCount(0);
  });

  test('plans link to the registration with their plan', async ({ page }) => {
    await page.goto('/ai-voicemail');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const plan of VOICEMAIL_PLANS) {
      await expect(page.getByRole('link', { name: `Choose ${plan.name}` })).toHaveAttribute(
        'href',
        `/register?plan=${plan.id}`,
      );
    }
    await expect(page.locator('video source')).toHaveAttribute('src', '/video/voicemail-hero.webm');
  });
});
