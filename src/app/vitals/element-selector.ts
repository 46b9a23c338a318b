import { selectorOfSteps, type SelectorStep } from '@/lib/vitals/vitals-attribution';

/** Ancestors read at most: the selector is cut to 100 characters long before on any real page. */
const MAX_DEPTH = 12;

/**
 * web-vitals' `generateTarget`: the element (or a text node's parent) and its ancestors below <body>, as tags and
 * classes only (its own selector keeps ids). Empty, never undefined, when there is nothing to name: undefined
 * would make web-vitals fall back to its own.
 */
export function elementSelector(node: Node | null): string {
  const steps: SelectorStep[] = [];
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  for (; element && element !== document.body && steps.length < MAX_DEPTH; element = element.parentElement) {
    steps.push({ tag: element.localName, classes: [...element.classList] });
  }
  return selectorOfSteps(steps) ?? '';
}
