// The interactions whose latency the bench measures, found as a visitor finds them: by role and name.
// `run` performs the interaction; `worked` (optional) resolves once its effect shows, or throws; it is given
// what `run` returned.
const WORKED_WITHIN_MS = 5_000;

const visible = (locator) => locator.filter({ visible: true }).first();
const secondTab = (page) => page.getByRole('tablist').first().getByRole('tab').nth(1);

export const INTERACTIONS = [
  {
    id: 'services-menu',
    label: 'Open the header services menu',
    route: 'home',
    run: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' }).click(),
    worked: (page) => page.getByRole('button', { name: 'Our Services', expanded: true }).waitFor({ timeout: WORKED_WITHIN_MS }),
  },
  {
    id: 'appointment-dialog',
    label: 'Open the appointment dialog (hero "Book Appointment")',
    route: 'home',
    run: (page) => visible(page.getByRole('button', { name: 'Book Appointment' })).click(),
    worked: (page) => page.getByRole('dialog').waitFor({ timeout: WORKED_WITHIN_MS }),
  },
  {
    id: 'carousel-next',
    label: 'Move a carousel (first "Next slide")',
    route: 'home',
    run: async (page, { settled }) => {
      const next = visible(page.getByRole('button', { name: /^Next/ }));
      await next.scrollIntoViewIfNeeded();
      // Islands below the fold may hydrate when they come into view: a settled page has let them.
      if (settled) await page.waitForTimeout(1_000);
      const status = page.locator('[aria-roledescription="carousel"]').filter({ has: next }).first().getByRole('status');
      const before = await status.textContent();
      await next.click();
      return { status, before };
    },
    // The carousel announces the slides it shows in a status region.
    worked: async (page, { status, before }) =>
      page.waitForFunction(([element, text]) => element.textContent !== text, [await status.elementHandle(), before], { timeout: WORKED_WITHIN_MS }),
  },
  {
    id: 'second-tab',
    label: 'Switch to the second tab',
    route: 'tests',
    run: (page) => secondTab(page).click(),
    worked: (page) => secondTab(page).and(page.getByRole('tab', { selected: true })).waitFor({ timeout: WORKED_WITHIN_MS }),
  },
  {
    id: 'type-in-form',
    label: 'Type one character in the first form field',
    route: 'contact',
    run: async (page) => {
      const field = page.getByRole('main').getByRole('textbox').first();
      await field.focus();
      await field.press('a');
    },
    worked: (page) => page.waitForFunction(() => document.activeElement?.value === 'a', null, { timeout: WORKED_WITHIN_MS }),
  },
  {
    id: 'header-search-key',
    label: 'First key in the header search',
    route: 'home',
    run: async (page) => {
      await page.getByRole('button', { name: 'Search tests, scans, doctors, medicines' }).focus();
      const field = page.getByRole('banner').getByRole('combobox');
      await field.waitFor({ timeout: 15_000 });
      await field.press('a');
    },
    worked: (page) => page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox' && document.activeElement.value === 'a', null, { timeout: WORKED_WITHIN_MS }),
  },
];
