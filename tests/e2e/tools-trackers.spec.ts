import { expect, test } from './fixtures';
import { routeManifest } from '../../src/app/route-manifest';

const { toolsTrackers, bloodPressureMonitor } = routeManifest;
const trustBadges = ['20K Satisfied Users', '100% Confidential', 'No Other Device Needed', 'Accurate Readings'];

test('the tools list links to the blood pressure monitor and to the self-check', async ({ page }) => {
  await page.goto(toolsTrackers.path);
  const tools = page.getByRole('list', { name: 'Tools' });
  await expect(tools.getByRole('heading', { level: 2 })).toHaveText(['Blood Pressure Monitor', 'Symptom Self-Check']);
  await expect(page.getByRole('link', { name: 'Open the blood pressure monitor' })).toHaveAttribute('href', bloodPressureMonitor.path);
  await expect(page.getByRole('link', { name: 'Start the symptom self-check' })).toHaveAttribute('href', '/self-check-scan');
  await expect(tools.getByText('Takes under 3 mins')).toBeVisible();
  await expect(tools.getByText('Login needed')).toBeVisible();

  await page.getByRole('link', { name: 'Open the blood pressure monitor' }).click();
  await expect(page).toHaveURL(bloodPressureMonitor.path);
  await expect(page.getByRole('heading', { level: 1, name: bloodPressureMonitor.heading })).toBeFocused();
});

test('the blood pressure monitor shows the download prompt and the four trust badges', async ({ page }) => {
  await page.goto(bloodPressureMonitor.path);
  const download = page.getByRole('region', { name: /^Download the .+ app$/ });
  for (const name of ['Download on the App Store', 'Get it on Google Play']) {
    const badge = download.getByRole('img', { name });
    await expect(badge).toBeVisible();
    await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(download.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Why people use it' }).getByRole('listitem')).toHaveText(trustBadges);
});

test('the breadcrumb leads back to the tools list', async ({ page }) => {
  await page.goto(bloodPressureMonitor.path);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: toolsTrackers.heading }).click();
  await expect(page).toHaveURL(toolsTrackers.path);
  await expect(page.getByRole('heading', { level: 1, name: toolsTrackers.heading })).toBeFocused();
});

test('the prerendered HTML carries the tool links and the four badges', async ({ request }) => {
  const tools = await (await request.get(toolsTrackers.path)).text();
  expect(tools).toContain(`href="${bloodPressureMonitor.path}"`);
  expect(tools).toContain('href="/self-check-scan"');
  const monitor = await (await request.get(bloodPressureMonitor.path)).text();
  for (const badge of trustBadges) expect(monitor).toContain(`>${badge}<`);
});
