import { pendingSectionsAround, type PendingSection } from '@/design-system/deferred/hydration-gates';

/**
 * What a visitor does inside a section that has not hydrated yet. Focus, hover and touch open its gate. React
 * drops a click or a submit there (it even stops their propagation), so they are held and dispatched again once
 * the section has hydrated. What was typed is put back after hydration: a form's first render resets its fields.
 * Links are left alone: they work as plain links (see app/plain-link-navigation). So is a file input's click (the
 * picker needs the visitor's own), but the files picked are announced again once the section has hydrated; and a
 * click that ticks a box or picks a radio, kept as what was typed is.
 */

const OPENING_EVENTS = ['focusin', 'pointerover', 'pointerdown'] as const;
/** Controls the browser alone can operate (a file picker needs the visitor's own click). */
const LEFT_TO_THE_BROWSER = 'a[href], input[type="file"]';
const isBoxOrRadio = (control: unknown): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * A click the browser completes itself: on a link or a file input, or ticking a box or choosing a radio (on it or
 * its label), which is then kept like typing: held and replayed, the click would show nothing until hydration.
 */
function leftToTheBrowser(target: Element): boolean {
  return Boolean(target.closest(LEFT_TO_THE_BROWSER)) || isBoxOrRadio(target) || isBoxOrRadio(target.closest('label')?.control);
}

const replayed = new WeakSet<Event>();
let replays = Promise.resolve();
let listening = false;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { control: Control; value: string; checked: boolean };

function openGates(event: Event): PendingSection | undefined {
  const sections = pendingSectionsAround(event.target);
  for (const { section } of sections) section.gate.open();
  return sections[0]?.section;
}

/** Dispatches a copy of the event once the section has hydrated, if its target is still on the page. */
function holdUntilHydrated(event: Event): void {
  if (replayed.has(event) || (event.target instanceof Element && leftToTheBrowser(event.target))) return;
  const section = openGates(event);
  if (!section || !(event.target instanceof Element)) return;
  const target = event.target;
  event.preventDefault();
  event.stopPropagation();
  const copy = event instanceof MouseEvent ? new MouseEvent(event.type, event) : new Event(event.type, event);
  replayed.add(copy);
  // One per task, in order: React must render what one click changed before the next click reads it.
  replays = replays.then(() => section.hydrated).then(
    () => new Promise<void>((resolve) => setTimeout(() => resolve(void (target.isConnected && target.dispatchEvent(copy))), 0)),
  );
}

/** The value setter React does not intercept, so the `input` event that follows reads as a change. */
function setNativeValue(control: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
}

function restore({ control, value, checked }: Typed): void {
  if (!control.isConnected) return;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked !== checked) control.click();
    return;
  }
  // React reads an `input` event as a change only when the value differs from the one it last saw, and a field
  // hydrates seeing what was typed into it, while the form's state still holds what the form rendered: the field
  // shows it emptied through React's own setter first, so the typed value reaches the form even when it is on screen.
  control.value = '';
  setNativeValue(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const keptBySection = new WeakMap<PendingSection, Map<Control, Typed>>();

/** The files picked in a section not yet hydrated stay in the input; its `change` is dispatched again once it has. */
const filesToAnnounce = new WeakSet<HTMLInputElement>();

function announceFilesWhenHydrated(input: HTMLInputElement, section: PendingSection): void {
  if (filesToAnnounce.has(input)) return;
  filesToAnnounce.add(input);
  void section.hydrated.then(() => {
    filesToAnnounce.delete(input);
    if (!input.isConnected || !input.files?.length) return;
    const change = new Event('change', { bubbles: true });
    replayed.add(change);
    input.dispatchEvent(change);
  });
}

function keepTyped(event: Event): void {
  const control = event.target;
  if (replayed.has(event) || !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
  if (control instanceof HTMLInputElement && control.type === 'file') {
    const section = event.type === 'change' ? openGates(event) : undefined;
    if (section) announceFilesWhenHydrated(control, section);
    return;
  }
  const section = openGates(event);
  if (section) keep(section, control);
}

function keep(section: PendingSection, control: Control): void {
  let kept = keptBySection.get(section);
  if (!kept) {
    const typed = new Map<Control, Typed>();
    keptBySection.set(section, typed);
    // At the commit that shows the hydrated form, not after its effects: a key pressed in between would be lost.
    void section.shown.then(() => typed.forEach(restore));
    kept = typed;
  }
  kept.set(control, { control, value: control.value, checked: control instanceof HTMLInputElement && control.checked });
}

/** A field that differs from the page's HTML: typed into before any script listened (a select is left as it is). */
const changedByVisitor = (control: Element): control is Control =>
  isBoxOrRadio(control)
    ? control.checked !== control.defaultChecked
    : (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.type !== 'file' && control.value !== control.defaultValue;

/**
 * Keeps what was typed into a section's fields before the page's own script ran (no listener heard it), and lets
 * the section hydrate, as it is in use: called as the section starts waiting for its hydration.
 */
export function keepTypedBeforeBoot(wrapper: Element, section: PendingSection): void {
  const typed = [...wrapper.querySelectorAll('input, textarea')].filter(changedByVisitor);
  for (const control of typed) keep(section, control);
  if (typed.length > 0) section.gate.open();
}

/** Starts listening once, on the window and capturing: events inside a dehydrated boundary never reach React's root. */
export function watchVisitorsBeforeHydration(): void {
  if (listening) return;
  listening = true;
  for (const type of OPENING_EVENTS) window.addEventListener(type, openGates, { capture: true });
  window.addEventListener('click', holdUntilHydrated, { capture: true });
  window.addEventListener('submit', holdUntilHydrated, { capture: true });
  window.addEventListener('input', keepTyped, { capture: true });
  window.addEventListener('change', keepTyped, { capture: true });
}
