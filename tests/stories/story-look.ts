import { expect, type Page } from '@playwright/test';

/** The committed screenshots every story is compared with (docs/visual-regression.md). */
export const BASELINES_DIR = 'tests/stories/__screenshots__';

/**
 * The instant every story is rendered at (page.clock.setFixedTime): 11:00 in India on a working Tuesday, so relative
 * times ("12 min ago"), date pickers, the footer's year and the inbox's targets draw the same on every run.
 */
export const STORY_CLOCK = new Date('2026-03-10T05:30:00Z');

/**
 * How far a screenshot may drift from its baseline and still pass (docs/visual-regression.md: chosen from the noise
 * measured over five runs). `threshold` is pixelmatch's per-pixel colour distance (0–1, YIQ); `maxDiffPixels` how
 * many pixels may pass it. A colour token moved by one ramp step changes thousands of pixels by far more than this.
 */
export const VISUAL_TOLERANCE = { threshold: 0.02, maxDiffPixels: 0 } as const;

/** Pages and layout pieces, each also drawn at 375 px and in Hindi (issue 43). */
export const isPageOrLayout = (title: string) => /^(Pages|App)\//.test(title);

/**
 * The tallest area compared, in CSS px: three screens of the desktop viewport. A whole page is 4,000–7,000 px and
 * 450 KB of PNG per shot; below the third screen a page repeats sections that have stories of their own.
 */
export const MAX_SHOT_HEIGHT = 2_400;

/**
 * Whether the story run compares screenshots: `npm run test:visual` (VISUAL=1). Not yet in `npm test`: its noise
 * has been measured over too few runs to hold every landing to it (docs/visual-regression.md).
 */
export const COMPARES_LOOKS = process.env.VISUAL === '1';

/** How long a story drawn without its play must leave the page unchanged before it is compared. */
export const STILL_QUIET_MS = 500;

/** The width of the small-phone variant. */
export const NARROW_WIDTH = 375;

type Box = { x: number; y: number; width: number; height: number };

/**
 * The area a story draws on: its root, with what it puts in portals on the body (dialogs, toasts, menus), and nothing
 * of Storybook's own (the docs root and its overlays are hidden in story mode). In page coordinates.
 */
function storyArea(): Box {
  const ownOfStorybook = (element: Element) => element.id === 'storybook-docs' || [...element.classList].some((name) => name.startsWith('sb-'));
  let area: { left: number; top: number; right: number; bottom: number } | null = null;
  for (const element of document.body.children) {
    if (ownOfStorybook(element) || ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    const bottom = element.id === 'storybook-root' ? rect.top + Math.max(rect.height, element.scrollHeight) : rect.bottom;
    if (rect.width === 0 || bottom - rect.top === 0) continue;
    area = area
      ? { left: Math.min(area.left, rect.left), top: Math.min(area.top, rect.top), right: Math.max(area.right, rect.right), bottom: Math.max(area.bottom, bottom) }
      : { left: rect.left, top: rect.top, right: rect.right, bottom };
  }
  // A story that draws nothing (an empty state that renders no element) is compared as the empty viewport.
  if (!area) return { x: scrollX, y: scrollY, width: innerWidth, height: innerHeight };
  const left = Math.max(0, Math.floor(area.left + scrollX));
  const top = Math.max(0, Math.floor(area.top + scrollY));
  return { x: left, y: top, width: Math.ceil(area.right + scrollX) - left, height: Math.ceil(area.bottom + scrollY) - top };
}

/**
 * Waits for what a person would wait for before looking: web fonts loaded, every image decoded, and every finite
 * animation or transition at its end (Storybook pauses them for its test runner; a closing dialog stays on the page
 * until its transition ends). `quietMs`: then until the page has not changed for that long (data arriving, a counter
 * counting), for a story drawn without the play that would wait for its state.
 */
async function settle(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(async (quiet) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const finishAnimations = () => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
    };
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => image.loading !== 'lazy' || image.complete).map((image) => image.decode().catch(() => undefined)));
    finishAnimations();
    if (quiet > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, 5_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      finishAnimations();
    }
    await frame();
    await frame();
  }, quietMs);
}

/**
 * Compares what the story looks like now with its committed baseline (tests/stories/__screenshots__/<name>.png), with
 * animations finished or cancelled and the caret hidden. On a difference the test fails and the HTML report
 * (reports/visual) shows expected, actual and the difference.
 */
export async function expectLooksAsBefore(page: Page, name: string, { quietMs = 0 }: { quietMs?: number } = {}): Promise<void> {
  await settle(page, quietMs);
  const area = await page.evaluate(storyArea);
  const clip = { ...area, height: Math.min(area.height, MAX_SHOT_HEIGHT) };
  await expect(page, `${name} looks as its baseline`).toHaveScreenshot(`${name}.png`, {
    ...VISUAL_TOLERANCE,
    clip,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // Until two shots in a row agree: a smooth scroll a play started (a sticky header moves with it) or a counter
    // counting up by script can take seconds on a loaded machine.
    timeout: 15_000,
  });
}
