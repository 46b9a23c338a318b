import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Our Services opens on hover, lists the nine services and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Our Services' });
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${(await toggle.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
    await expect(panel.getByRole('link')).toHaveCount(9);
    await expectNoAxeViolations(page);
    await page.mouse.move(5, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Our Services works by keyboard: focus opens, Tab enters, Escape closes back to the toggle', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' });
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab'); // search, which becomes the field
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Online Consultation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('choosing a service navigates there and closes the menu', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Our Services' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Medicines' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).not.toHaveURL(/\/about$/);
  });

  test('Login/Signup reads Logout while an access_token cookie exists, and Logout clears it', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'access_token', value: 'e2e', url: baseURL! }]);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
  });
});

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the full-screen menu locks scrolling, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Our Services' });
    await expect(menu).toBeVisible();
    // Nine services, home, the language switch, two pages and two forms.
    await expect(menu.getByRole('link')).toHaveCount(9 + 1 + 1 + 2 + 2);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page);
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('choosing an item closes the menu and goes there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Our Services' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/about');
  });
});
