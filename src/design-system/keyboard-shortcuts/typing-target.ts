const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether a key pressed on `target` is typing (a text input, a text area, a select, editable content), not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]') !== null);
}

/**
 * Whether a keydown may run a one-key shortcut: not typed into a field, no Ctrl, Alt or Meta (the browser's and
 * the screen reader's own keys), not already handled, not during composition (an IME), and no modal dialog open.
 */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return false;
  if (isTypingTarget(event.target)) return false;
  return typeof document === 'undefined' || document.querySelector('[aria-modal="true"]') === null;
}
