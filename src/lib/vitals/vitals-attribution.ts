import { VITALS_ATTRIBUTION_MAX_LENGTH } from '@/lib/vitals/vitals-metrics';

/** Classes kept per element: enough to name the component, few enough to keep the number of distinct selectors down. */
const CLASSES_PER_ELEMENT = 2;
/** A class worth keeping: a plain name, not an Emotion hash (`css-1x2y3z`) nor an MUI state (`Mui-focused`). */
const MEANINGFUL_CLASS = /^(?!css-|Mui-)[A-Za-z_][\w-]*$/;

/** One element of a selector, as `tag.class.class`, without its id or pseudo-classes (attributes are gone already). */
function normaliseStep(step: string): string {
  const [tag = '', ...classes] = step.replace(/::?[\w-]+|#[^.#:]*/g, '').split('.');
  const kept = classes.filter((name) => MEANINGFUL_CLASS.test(name)).slice(0, CLASSES_PER_ELEMENT);
  return [tag.toLowerCase().replace(/[^a-z0-9-]/g, ''), ...kept].filter(Boolean).join('.');
}

/**
 * A selector fit to be stored: each element as `tag.class.class` joined by `>`, innermost last. Ids are dropped (a
 * React id changes with every render, and an id may carry data), so are attribute values, pseudo-classes and
 * nth-child indices (item 7 and item 8 of a list are one component to us); at most two meaningful classes per
 * element. Cut from the outermost end at an element boundary to fit the length the server accepts. Undefined when
 * nothing is left.
 */
export function normaliseVitalsSelector(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  // Attribute values and pseudo-class arguments may hold anything, combinators and text included: gone first.
  const steps = raw.replace(/\[[^\]]*\]?|\([^)]*\)?/g, '').split(/[\s>+~]+/);
  let selector = '';
  for (const step of steps.reverse()) {
    const part = normaliseStep(step);
    if (!part) continue;
    const longer = selector ? `${part}>${selector}` : part;
    if (longer.length > VITALS_ATTRIBUTION_MAX_LENGTH) break;
    selector = longer;
  }
  return selector || undefined;
}

/** An element of a selector, as the reporter reads it from the page. */
export type SelectorStep = { tag: string; classes: readonly string[] };

/** The raw selector of an element from itself up to its outermost ancestor read; normalised by `normaliseVitalsSelector`. */
export const selectorOfSteps = (steps: readonly SelectorStep[]): string | undefined =>
  normaliseVitalsSelector(
    steps
      .map(({ tag, classes }) => [tag, ...classes].join('.'))
      .reverse()
      .join('>'),
  );

/** A script file of the site's own, with the content hash rsbuild puts in its name: `vitals.3f2a1b9c.js`. */
const SCRIPT_FILE = /^(.+?)(?:\.[0-9a-f]{8,})?(\.[cm]?js)$/;

/**
 * The name a script is reported under: the site's own script files by their name without the content hash (so a
 * release does not split one script into two), anyone else's as `third-party`, code with no file of its own (an
 * inline script, whose URL is the page's, or one with no URL) as `inline`. Never a URL, a path or a query.
 */
export function vitalsScriptName(sourceUrl: string | undefined, pageOrigin: string): string | undefined {
  if (sourceUrl === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    return 'inline';
  }
  if (url.origin !== pageOrigin) return 'third-party';
  const file = SCRIPT_FILE.exec(url.pathname.split('/').pop() ?? '');
  return file ? `${file[1]}${file[2]}`.slice(-VITALS_ATTRIBUTION_MAX_LENGTH) : 'inline';
}
