import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { addStaffMember, Authenticator, enrolThroughPage, enterPassword, signIn, staffEmail, STAFF_PASSWORD } from './staff-support';

// Chrome's lines for the API's refusals the journeys provoke: no session yet (401), a wrong code (401), a used link (404).
test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of (401 \(Unauthorized\)|404 \(Not Found\))$/] });

const WRONG_OR_USED_CODE = 'That code is not right, or it has been used already. Wait for the next code and try again.';

/**
 * The sign-in page's main region. The address changes as the navigation starts, but the inbox (the console's home,
 * with live regions of its own) stays on screen until the lazy sign-in page has rendered: on a busy machine for
 * seconds (a stress run met two status regions there). A person reads the sign-in page once it is there.
 */
const signInPage = (page: Page) => page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' }) });

test('a new agent enrols through the link, signs in, finds a code works once, and signs out', async ({ page }) => {
  const email = staffEmail('agent');
  const link = addStaffMember(email, 'agent');
  await page.goto(link);
  await expect(page).toHaveTitle('Set up your account | Healvia Staff');
  await expect(page.getByRole('img', { name: 'QR code of your key, for an authenticator app to scan' })).toBeVisible();
  await expect(page.locator('dd code')).toHaveText(/^(?:[A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(page.getByRole('link', { name: 'Choose a password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter the 6-digit code your authenticator app shows' })).toBeVisible();
  await expectNoAxeViolations(page);

  const authenticator = new Authenticator((await page.locator('dd code').innerText()).replace(/\s/g, ''));
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'healvia-staff-recovery-codes.txt');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page.getByRole('link', { name: 'Confirm that you have saved your recovery codes' })).toBeVisible();
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();

  await expect(page).toHaveURL('/staff/login');
  await expect(page).toHaveTitle('Sign in | Healvia Staff');
  await expectNoAxeViolations(page);
  await enterPassword(page, email);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from your authenticator app').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The console's home (its heading takes focus after the navigation), whichever screen it is.
  await expect(page).toHaveURL('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('banner').getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/staff/login');
  await expect(signInPage(page).getByRole('status')).toHaveText('You have signed out.');
  await page.goto('/staff/no-such-page?tab=notes');
  await expect(page).toHaveURL('/staff/login?next=%2Fstaff%2Fno-such-page%3Ftab%3Dnotes');

  await enterPassword(page, email);
  await page.getByLabel('Code from your authenticator app').fill(authenticator.lastCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(page.getByRole('link', { name: WRONG_OR_USED_CODE })).toBeVisible();
  await expect(page.getByLabel('Code from your authenticator app')).toHaveValue(authenticator.lastCode());
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from your authenticator app').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/staff/no-such-page?tab=notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused();
  await expect(page).toHaveTitle('Page not found | Healvia Staff');
  await expectNoAxeViolations(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signing out everywhere ends every session, and a recovery code signs in once', async ({ page, browser }) => {
  const email = staffEmail('admin');
  const staff = await enrolThroughPage(page, addStaffMember(email, 'admin'), email);
  await signIn(page, staff);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' })).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await other.goto('/staff/login');
    await enterPassword(other, email);
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Enter a recovery code' })).toBeFocused();
    await expectNoAxeViolations(other);
    const [firstCode, secondCode] = staff.recoveryCodes;
    await other.getByLabel('Recovery code', { exact: true }).fill(firstCode!);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(other.getByRole('banner').getByText(`Signed in as ${email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/staff/login');
    await expect(signInPage(page).getByRole('status')).toHaveText('You have signed out on every device.');
    await other.reload();
    await expect(other).toHaveURL('/staff/login');

    await enterPassword(other, email);
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.getByLabel('Recovery code', { exact: true }).fill(firstCode!);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(other.getByRole('link', { name: WRONG_OR_USED_CODE })).toBeVisible();
    await other.getByLabel('Recovery code', { exact: true }).fill(secondCode!.toUpperCase());
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(other.getByRole('banner').getByText(`Signed in as ${email}`)).toBeVisible();
  } finally {
    await otherContext.close();
  }
});

test('the console is never indexed, never in the sitemap, and has the site’s policies', async ({ request }) => {
  const [console, home, sitemap] = await Promise.all([request.get('/staff/login'), request.get('/'), request.get('/sitemap.xml')]);
  expect(console.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await console.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(console.headers()['content-security-policy']).toBe(home.headers()['content-security-policy']);
  expect(await sitemap.text()).not.toContain('/staff');
});
