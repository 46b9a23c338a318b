import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
