/**
 * A counters' list (`<dl>`) once it is there: a deferred section rendered afresh, as in a story, arrives when its
 * chunk has loaded. For `waitFor`, which retries while this throws.
 */
export function renderedFigures(container: HTMLElement): HTMLElement {
  const list = container.querySelector('dl');
  if (!list) throw new Error('The figures have not rendered yet');
  return list;
}
