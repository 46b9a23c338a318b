/** Where focus was when Alt+T took it to a toast: it goes back there when that toast closes. */
let focusBeforeToast: HTMLElement | null = null;

/** Called as Alt+T moves focus to a toast; a move from one toast to another keeps the first place. */
export function rememberFocusBeforeToast(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.closest('[data-toast]')) focusBeforeToast = active;
}

/** Called as `toast` closes: when focus is inside it, focus returns to where Alt+T took it from (if still on the page). */
export function returnFocusFromToast(toast: HTMLElement | null): void {
  if (!toast?.contains(document.activeElement)) return;
  const target = focusBeforeToast;
  focusBeforeToast = null;
  if (target?.isConnected) target.focus();
}
