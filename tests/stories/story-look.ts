import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * many pixels may pass it: the noise is a few pixels of a rounded focus ring cut by the shot's left edge, where
 * pixelmatch cannot tell anti-aliasing (it has no neighbours to look at), at most 4 in a shot. A colour token moved by
 * one ramp step changes hundreds to thousands of pixels by far more than this.
 */
export const VISUAL_TOLERANCE = { threshold: 0.02, maxDiffPixels: 8 } as const;

/** Pages and layout pieces, each also drawn at 375 px and in Hindi (issue 43). */
export const isPageOrLayout = (title: string) => /^(Pages|App)\//.test(title);

/**
 * The tallest area compared, in CSS px: three screens of the desktop viewport. A whole page is 4,000–7,000 px and
 * 450 KB of PNG per shot; below the third screen a page repeats sections that have stories of their own.
 */
export const MAX_SHOT_HEIGHT = 2_400;

/**
 * How long a page must stay unchanged before it is compared, when its play does not wait for all it shows (a still
 * render has none; a page's play checks its top, while lower sections and data files may still be arriving).
 */
export const QUIET_MS = 400;

/** The width of the small-phone variant. */
export const NARROW_WIDTH = 375;

/** What a shot waits for besides fonts, images and animations (see settle). */
export type Waits = { quietMs: number; untilNotBusy: boolean };

type Box = { x: number; y: number; width: number; height: number };

/**
 * The area a story draws on: its root, with what it puts in portals on the body (dialogs, toasts, menus), and nothing
 * of Storybook's own (the docs root and its overlays are hidden in story mode). In page coordinates.
 */
function storyArea(): Box {
  const ownOfStorybook = (element: Element) => element.id === 'storybook-docs' || [...element.classList].some((name) => name.startsWith('sb-'));
  type Edges = { left: number; top: number; right: number; bottom: number };
  const drawn: Edges[] = [];
  const include = (rect: Edges) => {
    if (rect.right - rect.left > 0 && rect.bottom - rect.top > 0) drawn.push(rect);
  };
  for (const element of document.body.children) {
    if (ownOfStorybook(element) || ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    if (element.id === 'storybook-root') {
      include({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.top + Math.max(rect.height, element.scrollHeight) });
      continue;
    }
    // A portal's box need not hold what it draws: notistack's fixed container has no height of its own, its toasts
    // are outside it. Text for screen readers only (a live region's 1 px, clipped) draws nothing.
    include(rect);
    for (const part of element.querySelectorAll('*')) {
      if (getComputedStyle(part).clip !== 'rect(0px, 0px, 0px, 0px)') include(part.getBoundingClientRect());
    }
  }
  // A story that draws nothing (an empty state that renders no element) is compared as the empty viewport.
  if (drawn.length === 0) return { x: scrollX, y: scrollY, width: innerWidth, height: innerHeight };
  const area = {
    left: Math.min(...drawn.map((rect) => rect.left)),
    top: Math.min(...drawn.map((rect) => rect.top)),
    right: Math.max(...drawn.map((rect) => rect.right)),
    bottom: Math.max(...drawn.map((rect) => rect.bottom)),
  };
  const left = Math.max(0, Math.floor(area.left + scrollX));
  const top = Math.max(0, Math.floor(area.top + scrollY));
  return { x: left, y: top, width: Math.ceil(area.right + scrollX) - left, height: Math.ceil(area.bottom + scrollY) - top };
}

/**
 * Waits for what a person would wait for before looking: web fonts loaded, every image decoded, and every finite
 * animation or transition at its end (Storybook pauses them for its test runner), and a closed dialog or toast gone.
 * `quietMs`: then until the page has not changed for that long (lower sections and data arriving), for a story whose
 * play, if any, does not wait for all it draws.
 */
async function settle(page: Page, { quietMs, untilNotBusy }: Waits): Promise<void> {
  await page.evaluate(async ([quiet, notBusy]) => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const finishAnimations = () => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
    };
    /** Polls `condition` every 20 ms until it holds or `capMs` passes (a story that stays so is shot as it is). */
    const until = async (condition: () => boolean, capMs: number) => {
      for (const deadline = performance.now() + capMs; !condition() && performance.now() < deadline; ) await pause(20);
    };
    // A dialog, menu or toast closed by the play: its transition is at its end (every visible part at opacity 0), but
    // MUI removes it from the page on a timer of the transition's length, so in one run it is still in the shot area.
    const portalLeaving = () =>
      [...document.body.children].some((element) => {
        if (['storybook-root', 'storybook-docs'].includes(element.id) || [...element.classList].some((name) => name.startsWith('sb-'))) return false;
        const drawn = [...element.children].filter((child) => child.getBoundingClientRect().width > 0 && child.getBoundingClientRect().height > 0);
        return drawn.length > 0 && drawn.every((child) => getComputedStyle(child).opacity === '0');
      });
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => image.loading !== 'lazy' || image.complete).map((image) => image.decode().catch(() => undefined)));
    finishAnimations();
    await until(() => !portalLeaving(), 2_000);
    if (quiet > 0) {
      // The page is shot once nothing on it has changed for `quiet` ms, nothing is busy when `untilNotBusy` (a still
      // render of a default state: DataState's loading box is aria-busy; a played Loading story stays busy) and the
      // main thread has had nothing left to do (an idle callback) without a change since: a data file whose fetch
      // starts after a lazy chunk has run comes later than any fixed quiet time on a loaded machine.
      let lastChange = performance.now();
      const observer = new MutationObserver(() => {
        lastChange = performance.now();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const deadline = performance.now() + 8_000;
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
      for (;;) {
        await until(() => performance.now() - lastChange >= quiet && (!notBusy || document.querySelector('[aria-busy="true"]') === null), deadline - performance.now());
        const quietSince = lastChange;
        await idle();
        await pause(50);
        if (lastChange === quietSince || performance.now() >= deadline) break;
      }
      observer.disconnect();
      finishAnimations();
    }
  }, [quietMs, untilNotBusy] as const);
}

/**
 * Compares what the story looks like now with its committed baseline (tests/stories/__screenshots__/<name>.png), with
 * animations finished or cancelled and the caret hidden. On a difference the test fails and the HTML report
 * (reports/visual) shows expected, actual and the difference.
 */
export async function expectLooksAsBefore(page: Page, name: string, waits: Waits): Promise<void> {
  await settle(page, waits);
  const area = await page.evaluate(storyArea);
  const clip = { ...area, height: Math.min(area.height, MAX_SHOT_HEIGHT) };
  const viewport = page.viewportSize();
  // Within the viewport (most stories) the shot needs no page-high capture: Chromium lays the page out again for one.
  const withinViewport = (await page.evaluate(() => scrollX === 0 && scrollY === 0)) && viewport !== null && clip.x + clip.width <= viewport.width && clip.y + clip.height <= viewport.height;
  const shot = { clip, fullPage: !withinViewport, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  // Chromium encodes the same pixels to the same bytes: a shot equal to its baseline file (nine in ten) needs neither
  // decoding nor comparing, which takes toHaveScreenshot twice as long as the shot itself.
  const baseline = path.join(BASELINES_DIR, `${name}.png`);
  if (existsSync(baseline) && readFileSync(baseline).equals(await page.screenshot(shot))) return;
  await expect(page, `${name} looks as its baseline`).toHaveScreenshot(`${name}.png`, {
    ...VISUAL_TOLERANCE,
    ...shot,
    // Until two shots in a row agree: a smooth scroll a play started (a sticky header moves with it) or a counter
    // counting up by script can take seconds on a loaded machine.
    timeout: 15_000,
  });
}
