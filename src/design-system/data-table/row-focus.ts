/** Marks the link of each row, so keyboard shortcuts can move between rows. */
export const ROW_LINK_ATTRIBUTE = 'data-row-link';

/**
 * Moves focus `step` rows from the row holding focus (the first or last row when none does) inside `container`,
 * stopping at the ends; returns the row link now focused, if any.
 */
export function moveRowFocus(container: ParentNode, step: 1 | -1): HTMLElement | undefined {
  const links = Array.from(container.querySelectorAll<HTMLElement>(`[${ROW_LINK_ATTRIBUTE}]`));
  if (links.length === 0) return undefined;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const current = links.findIndex((link) => link === active || link.closest('tr')?.contains(active));
  const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(Math.max(current + step, 0), links.length - 1);
  const link = links[next];
  link?.focus();
  link?.scrollIntoView?.({ block: 'nearest' });
  return link;
}
