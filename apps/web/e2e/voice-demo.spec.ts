import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright.config';
import { expect, test, watchErrors } from './fixtures';

// Audio playback allowed by a launch flag, so the demo's sound really plays in the headless browser.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--autoplay-policy=no-user-gesture-required'] } });

test.describe('the voice demo', () => {

  test('plays the call, types the transcript with the AI first, and stops', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Hear the AI assistant at work' });
    await demo.getByRole('button', { name: 'Play demo' }).click();
    await expect(demo.getByRole('button', { name: 'Stop demo' })).toBeVisible();
    const audio = demo.locator('audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0.3), { timeout: 10_000 }).toBe(true);
    const first = demo.locator('.transcript__line').first();
    await expect(first).toHaveClass(/transcript__line--ai/);
    await expect(first).toContainText('Good afternoon');
    // Typed, not shown at once: after about a second only part of the first line is there.
    const partial = await first.locator('.transcript__text').textContent();
    expect(partial!.length).toBeLessThan('Good afternoon, you are speaking with the TeleNova digital assistant. How can I help you?'.length);
    await demo.getByRole('button', { name: 'Stop demo' }).click();
    await expect(demo.getByRole('button', { name: 'Play demo' })).toBeVisible();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('shows the blocked-audio alert in a dialog when the browser refuses to play', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('toestemming');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Demo afspelen' })).toBeVisible();
  });

  test('shows the unsupported-format alert in Dutch', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('unsupported', 'NotSupportedError'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Audio formaat wordt niet ondersteund door je browser.');
  });

  test('shows any other audio error with its message', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new Error('decoder crashed'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Er is een probleem opgetreden bij het afspelen van audio: decoder crashed');
  });
});
