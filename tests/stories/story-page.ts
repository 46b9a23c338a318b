import { test as base, type Browser, type Page } from '@playwright/test';
import { expectLooksAsBefore, QUIET_MS, STORY_CLOCK } from './story-look';

/** Storybook's minimal viewports, by the name a story's `globals.viewport.value` gives. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 800 },
};

/**
 * The browser's own line for an HTTP error answer or a refused request. Stories mock failing APIs on
 * purpose (500, 401, a dropped connection); what the app does with the answer is asserted by their play.
 */
export const failedRequestLine = /^Failed to load resource: (the server responded with a status of [45]\d\d|net::ERR_FAILED)/;

/** What one story's render, play and afterEach (axe) came to, as the preview reported it on its channel. */
export type StoryOutcome = { error?: string; viewport?: string };

/**
 * Runs a story in the preview already loaded in the page, the way Storybook's own test runner does: asks
 * the preview for it on its channel and waits for the story to finish. The a11y addon's afterEach runs
 * axe (colour contrast included) and reports `failed` on any violation, since `parameters.a11y.test` is
 * `'error'`; that report, an error in render or play, or an unhandled error while playing fails the story.
 */
function runStoryInPreview(storyId: string): Promise<StoryOutcome> {
  type Report = { type: string; status: string; result?: { violations?: { id: string; impact?: string; nodes: { target: string[] }[] }[] } };
  type Channel = { on: (event: string, listener: (data: never) => void) => void; off: (event: string, listener: (data: never) => void) => void; emit: (event: string, data: unknown) => void };
  const scope = globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel };
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;

  const describeReports = (reports: Report[]) =>
    reports
      .filter((report) => report.status === 'failed')
      .map((report) => {
        const violations = report.result?.violations ?? [];
        if (report.type !== 'a11y' || violations.length === 0) return `${report.type} report failed`;
        return violations.map((v) => `axe ${v.id} (${v.impact ?? 'no impact'}): ${v.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ')}`).join('\n');
      })
      .join('\n');

  return new Promise((resolve) => {
    const listeners: Record<string, (data: never) => void> = {
      storyFinished: (data: { storyId: string; status: string; reporters: Report[] }) => {
        if (data.storyId !== storyId) return;
        finish(data.status === 'success' ? undefined : describeReports(data.reporters) || 'the story finished with an error');
      },
      storyErrored: (data: { title: string; description: string }) => finish(`${data.title}: ${data.description}`),
      storyThrewException: (error: { message: string; stack?: string }) => finish(error.stack ?? error.message),
      playFunctionThrewException: (error: { message: string; stack?: string }) => finish(`play: ${error.stack ?? error.message}`),
      unhandledErrorsWhilePlaying: (errors: { message: string }[]) => finish(`unhandled while playing: ${errors.map((e) => e.message).join('; ')}`),
      storyMissing: (id: string) => id === storyId && finish(`no story ${storyId} in this Storybook`),
    };
    function finish(error?: string) {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve({ error });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

type Preview = {
  ready: () => Promise<void>;
  storyStoreValue: { loadStory: (story: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string }; locale?: string } }> };
};

type Locale = 'en' | 'hi';

/** The viewport a story picks (e.g. the header's small-screen menu), or the desktop one, and its language. */
async function storySettings(page: Page, storyId: string) {
  const globals = await page.evaluate(async (id) => {
    const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    return (await preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals;
  }, storyId);
  const locale: Locale = globals?.locale === 'hi' ? 'hi' : 'en';
  return { viewport: viewports[globals?.viewport?.value ?? 'desktop'] ?? viewports.desktop!, locale };
}

export type StoryRunner = {
  /** Renders the story, plays it and runs axe; resolves with the first failure, if any. */
  run: (storyId: string) => Promise<string | undefined>;
  /**
   * Renders the story as it first appears, without its play function (a play asserts the story's own language), in
   * `locale` (else the story's) and `width` px wide (else the story's viewport), and runs axe.
   */
  runStill: (storyId: string, options: { locale?: Locale; width?: number }) => Promise<string | undefined>;
  /**
   * Compares the story last run with the baseline `name`; fails the test on a difference. A still render first waits
   * for the page to settle and its data to arrive; `untilQuiet`: a played story waits for the page to settle (a page
   * whose play does not wait for its lower sections and data files).
   */
  looksAsBefore: (name: string, options?: { untilQuiet?: boolean }) => Promise<void>;
};

/** A preview page: a language, and whether stories play (`still`: Storybook's `embed=true`, no play function). */
type PreviewKind = { locale: Locale; still: boolean };

/**
 * Storybook's preview in one language, loaded once (the site's modules pick their language as they load, see
 * .storybook/locale.tsx): English for most stories, Hindi for those that fix `globals: { locale: 'hi' }`. Its clock
 * stands still at STORY_CLOCK (timers run), so what a story draws does not depend on the day it runs.
 */
async function openPreview(browser: Browser, { locale, still }: PreviewKind): Promise<Page> {
  // Storybook pauses CSS animations instead of waiting for them when it sees its test runner.
  const cdp = await browser.newBrowserCDPSession();
  const { userAgent } = await cdp.send('Browser.getVersion');
  await cdp.detach();
  const context = await browser.newContext({ userAgent: `${userAgent} StorybookTestRunner`, viewport: viewports.desktop! });
  const page = await context.newPage();
  await page.clock.setFixedTime(STORY_CLOCK);
  await page.goto(`/iframe.html?globals=locale:${locale}${still ? '&embed=true' : ''}`);
  await page.waitForFunction(() => 'ready' in ((globalThis as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__ ?? {}));
  await page.evaluate(() => (globalThis as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.ready());
  // Every face the stylesheets declare, loaded before any story draws: the site's faces may give up and stay on a
  // fallback for the page's life when they are late (font-display), which would make one shot differ from the next.
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))));
  // A toast stays until its story ends: its 5 s timer stops while the window is blurred (useToastTimer). A shot taken
  // after a long play and axe on a loaded machine found the toast of a booked appointment gone, in one run of five.
  await page.evaluate(() => {
    setInterval(() => {
      if (document.querySelector('[data-toast]')) dispatchEvent(new Event('blur'));
    }, 100);
  });
  // The toolbar's language is the page's: a story of no language of its own (most) then renders in it, where the
  // default (English) would make .storybook/locale.tsx reload a Hindi page.
  await page.evaluate(
    (language) =>
      new Promise<void>((resolve) => {
        type Channel = { once: (event: string, listener: () => void) => void; emit: (event: string, data: unknown) => void };
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('globalsUpdated', resolve);
        channel.emit('updateGlobals', { globals: { locale: language } });
      }),
    locale,
  );
  return page;
}

/**
 * One preview page per worker and language, each loaded once; each story is rendered into its language's page in
 * turn, with cookies and storage cleared before it and the console watched while it runs. A failed test ends the
 * worker, so the next story starts on a fresh page.
 */
export const test = base.extend<{ stories: StoryRunner }, { storyPages: (kind: PreviewKind) => Promise<Page> }>({
  storyPages: [
    async ({ browser }, provide) => {
      const pages = new Map<string, Promise<Page>>();
      await provide((kind) => {
        const key = `${kind.locale}${kind.still ? ' still' : ''}`;
        const page = pages.get(key) ?? openPreview(browser, kind);
        pages.set(key, page);
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  stories: async ({ storyPages }, provide) => {
    const problems: string[] = [];
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (failedRequestLine.test(message.text())) return;
      problems.push(`console.${message.type()}: ${message.text().split('\n')[0]}`);
    };
    const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    const watched: Page[] = [];
    let current: Page | undefined;
    let currentIsStill = false;

    async function render(storyId: string, page: Page, viewport: { width: number; height: number }): Promise<string | undefined> {
      problems.length = 0;
      current = page;
      if (!watched.includes(page)) {
        page.on('console', onConsole);
        page.on('pageerror', onPageError);
        watched.push(page);
      }
      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.setViewportSize(viewport);
      const { error } = await page.evaluate(runStoryInPreview, storyId);
      if (error) return error;
      // A warning in the console is a bug report (CONVENTIONS 16), in a story as on a page.
      if (problems.length > 0) return `The story wrote ${problems.length} message(s) to the console:\n${problems.join('\n')}`;
      return undefined;
    }

    await provide({
      run: async (storyId) => {
        const { viewport, locale } = await storySettings(await storyPages({ locale: 'en', still: false }), storyId);
        currentIsStill = false;
        return render(storyId, await storyPages({ locale, still: false }), viewport);
      },
      runStill: async (storyId, options) => {
        const settings = await storySettings(await storyPages({ locale: 'en', still: false }), storyId);
        const viewport = options.width === undefined ? settings.viewport : { ...settings.viewport, width: options.width };
        currentIsStill = true;
        return render(storyId, await storyPages({ locale: options.locale ?? settings.locale, still: true }), viewport);
      },
      looksAsBefore: async (name, { untilQuiet = false } = {}) => {
        if (!current) throw new Error(`${name}: no story has been run to compare`);
        await expectLooksAsBefore(current, name, { quietMs: untilQuiet || currentIsStill ? QUIET_MS : 0, untilNotBusy: currentIsStill });
      },
    });
    for (const page of watched) {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  },
});
