import { expect, test } from './fixtures';
import { postgresInstanceUrls } from '../../playwright.config';
import { expectLiveInbox, inboxRowOf, randomMobile, requestCallbackOnSite } from './staff-inbox-support';
import { addStaffMember, enrolThroughApi, signIn, staffEmail } from './staff-support';

// Only in the staff-postgres project (playwright.config.ts): two server instances share one PostgreSQL database.
test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/] });

test('a callback posted to one instance appears live in an inbox open on the other', async ({ page, browser, request }) => {
  const [instanceA, instanceB] = postgresInstanceUrls as [string, string];
  const email = staffEmail('agent');
  const agent = await enrolThroughApi(request, addStaffMember(email, 'agent'), email);

  await page.goto(`${instanceB}/staff/login`);
  await signIn(page, agent);
  await expect(page).toHaveURL(`${instanceB}/staff`);
  await expectLiveInbox(page);

  const phone = randomMobile();
  await requestCallbackOnSite(browser, phone, instanceA);
  const row = inboxRowOf(page, phone);
  await expect(row).toContainText('Just in');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ new callbacks?\b/ })).toBeVisible();
});
