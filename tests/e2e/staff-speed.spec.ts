import { expectNoAxeViolations } from './axe';
import { runSql } from './e2e-storage';
import { expect, test } from './fixtures';
import { addStaffMember, enrolThroughApi, signIn, staffEmail } from './staff-support';

// Chrome's line for the session check the console makes before sign-in.
test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/] });

const storedAboutViews = async () => Number((await runSql("SELECT COUNT(*) AS views FROM vitals_views WHERE route = '/about'"))[0]?.views ?? 0);

test('a supervisor reads the speed report of visitors’ page views at /staff/speed, and an agent is not shown it', async ({ page, browser, request, baseURL }) => {
  test.slow(); // two staff members enrolled, a visitor's browser beside the console, on a busy 2-core machine
  const before = await storedAboutViews();
  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  await site.goto('/about');
  await site.waitForResponse((response) => /\/vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await site.evaluate(() => location.assign('about:blank')); // the visitor leaves: the page sends its view as it goes
  await site.waitForURL('about:blank');
  await visitor.close();
  await expect.poll(storedAboutViews, { message: 'the visitor’s view of /about, stored' }).toBeGreaterThan(before);

  const [supervisor, agent] = await Promise.all(
    (['supervisor', 'agent'] as const).map((role) => {
      const email = staffEmail(`speed-${role}`);
      return enrolThroughApi(request, addStaffMember(email, role), email);
    }),
  );
  await page.goto('/staff/login');
  await signIn(page, supervisor!);
  await page.getByRole('navigation').getByRole('link', { name: 'Speed' }).click();
  await expect(page).toHaveURL('/staff/speed');
  await expect(page.getByRole('heading', { level: 1, name: "Speed on visitors' devices" })).toBeVisible();
  const byRoute = page.getByRole('table', { name: /^p75 by route, device and language over 28 days/ });
  await expect(byRoute.getByRole('row').filter({ hasText: '/about' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const agentContext = await browser.newContext({ baseURL });
  try {
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/staff/login');
    await signIn(agentPage, agent!);
    await expect(agentPage.getByRole('navigation').getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(agentPage.getByRole('navigation').getByRole('link', { name: 'Speed' })).toHaveCount(0);
    await agentPage.goto('/staff/speed');
    await expect(agentPage.getByText('Only supervisors and admins can see the speed report.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(agentPage);
  } finally {
    await agentContext.close();
  }
});
