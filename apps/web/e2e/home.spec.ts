import type { Locator, Page } from '@playwright/test';
import { expect, openIn, test, watchErrors } from './fixtures';

const currentSlide = (page: Page) => page.locator('.slide--current');

/** Opens / with fake timers, paused once the page is there: from then on time moves only when a test says so. */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(currentSlide(page)).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  // A little ahead of the page's clock, which keeps running while this call travels.
  await page.clock.pauseAt(now + 500);
}

/** The centre of an element, as page coordinates for a tap. */
async function centre(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The autoplay starts counting anew when the pointer leaves the slideshow. */
async function restartAutoplay(page: Page) {
  await page.locator('.slideshow__title').hover();
  await page.mouse.move(5, 5);
}

test.describe('the hero', () => {
  test('links to the AI assistant and the business page', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Meet the AI assistant' })).toHaveAttribute(
      'href',
      '/voip/ai-assistant',
    );
    await expect(page.getByRole('link', { name: 'Solutions for business' })).toHaveAttribute('href', '/zakelijk');
    await expect(page.getByRole('link', { name: 'Discover AI voicemail' })).toHaveAttribute('href', '/ai-voicemail');
    expect(errors).toEqual([]);
  });
});

test("the voice demo's title reads in whole lines on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, '/', 'nl');
  const demo = page.locator('.voice-demo');
  const title = demo.getByRole('heading', { level: 2 });
  const [titleBox, demoBox] = [(await title.boundingBox())!, (await demo.boundingBox())!];
  // The title has the card's width (less its padding), not a narrow column beside the button.
  expect(titleBox.width).toBeGreaterThan(demoBox.width - 60);
  const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(Math.round(titleBox.height / lineHeight)).toBeLessThanOrEqual(2);
  await expect(demo.getByRole('button', { name: 'Demo afspelen' })).toBeInViewport();
});

test.describe('the slideshow', () => {
  test('advances every 5000 ms, cyclically', async ({ page }) => {
    await openWithPausedClock(page);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await restartAutoplay(page);
    await page.clock.runFor(4900);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.clock.runFor(200);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-assistant');
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
  });

  test('pauses while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await openWithPausedClock(page);
    await page.locator('.slideshow').hover();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
  });

  test('moves with the arrow keys and jumps with Home and End', async ({ page }) => {
    await page.goto('/');
    await page.locator('.slideshow__viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    await page.keyboard.press('End');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-assistant');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-assistant');
    await page.keyboard.press('Home');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
  });

  test('changes slide on a swipe of more than 50 px, not on a shorter one', async ({ page }) => {
    await page.goto('/');
    const swipe = (from: number, to: number) =>
      page.locator('.slideshow__viewport').evaluate(
        (element, [start, end]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(
            new TouchEvent('touchstart', { bubbles: true, touches: [touch(start!)], changedTouches: [touch(start!)] }),
          );
          element.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(end!)] }),
          );
        },
        [from, to],
      );
    await swipe(300, 260);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await swipe(300, 240);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    await swipe(200, 320);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
  });

  test('selects a neighbouring slide on a click, and is at most 995 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    const width = await currentSlide(page).evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(995);
    expect(width).toBeGreaterThan(900);
    await page.getByTestId('slide-travel').click({ position: { x: 40, y: 40 } });
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    await expect(page).toHaveURL(/\/$/);
  });

  test('pauses while keyboard focus is inside it and resumes when the focus leaves', async ({ page }) => {
    await openWithPausedClock(page);
    // From the Next button, Tab goes to the slides (the arrow keys' region), then to the current slide's link.
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Explore VOIP' });
    await expect(link).toBeFocused();
    await page.clock.runFor(7000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    // Three dots, then out of the slideshow.
    for (let press = 0; press < 4; press++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('.slideshow')!.contains(document.activeElement))).toBe(
      false,
    );
    await page.clock.runFor(5100);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
  });

  test('keeps the links of hidden slides out of the Tab order', async ({ page }) => {
    await page.goto('/');
    await page.locator('.slideshow__viewport').focus();
    const stops: string[] = [];
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() =>
          document.activeElement?.closest('.slide:not(.slide--current), [inert]')
            ? 'hidden slide'
            : (document.activeElement?.textContent ?? ''),
        ),
      );
    }
    expect(stops).not.toContain('hidden slide');
    expect(stops[0]).toBe('Explore VOIP');

    // An arrow key pressed on a slide's link turns the slide: the focus does not stay behind in the hidden one.
    await page.getByRole('link', { name: 'Explore VOIP' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('.slide:not(.slide--current)') === null &&
          document.querySelector('.slideshow')!.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test('links each slide to its page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explore VOIP' })).toHaveAttribute('href', '/voip');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('link', { name: 'View the plans' })).toHaveAttribute('href', '/internationale-plannen');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('link', { name: 'Meet the assistant' })).toHaveAttribute('href', '/voip/ai-assistant');
  });
});

test.describe('the slideshow on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap pauses it only while touching: it turns again a second later, and after every later tap', async ({
    page,
  }) => {
    await openWithPausedClock(page);
    await page.locator('.slideshow').scrollIntoViewIfNeeded();
    const tapSlide = async () => {
      const title = await page.locator('.slide--current h3').boundingBox();
      await page.touchscreen.tap(title!.x + 10, title!.y + 10);
    };
    // The clock runs in two steps: the page turns its timers into a new autoplay between them, as in real time.
    const resumeAfterTouch = () => page.clock.runFor(1100);
    await tapSlide();
    await resumeAfterTouch();
    await page.clock.runFor(4800);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.clock.runFor(300);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
    // A tap on a dot chooses a slide; the autoplay goes on from there.
    await page.touchscreen.tap(...(await centre(page.getByRole('button', { name: /Show slide 3/ }))));
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-assistant');
    await resumeAfterTouch();
    await page.clock.runFor(4800);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-assistant');
    await page.clock.runFor(300);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-voip');
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAttribute('data-testid', 'slide-travel');
  });
});

test.describe('the product grid', () => {
  test("tile 3's overlay shows on hover and leaves 3 s after the pointer", async ({ page }) => {
    await openWithPausedClock(page);
    const overlay = page.getByTestId('tile-overlay');
    await expect(overlay).toHaveAttribute('data-visible', 'false');
    await page.locator('.product-tile--assistant').hover();
    await expect(overlay).toHaveAttribute('data-visible', 'true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(2900);
    await expect(overlay).toHaveAttribute('data-visible', 'true');
    await page.clock.runFor(200);
    await expect(overlay).toHaveAttribute('data-visible', 'false');
  });
});
