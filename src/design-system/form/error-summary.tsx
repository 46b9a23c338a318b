import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import styles from '@/design-system/form/error-summary.module.css';
import { fieldId } from '@/design-system/form/field-id';
import { flattenErrors, orderErrors, type FormErrorItem } from '@/design-system/form/form-errors';
import { useFieldIdPrefix } from '@/design-system/form/use-field-ids';
import { formMessages } from '@/design-system/form/form-messages';

/** A field as the summary knows it: its name and visible label. */
export type SummaryField = { name: string; label: string };

export type ErrorSummaryProps = {
  /** The fields in the order they appear; errors follow it, fields not listed come last. */
  fields?: readonly SummaryField[];
  /** The box's heading. */
  title?: string;
};

/** A message shared by several fields (the spec's 'Please fill in all required fields') gets the field's label in front. */
function linkTexts(items: readonly FormErrorItem[], fields: readonly SummaryField[]) {
  const labels = new Map(fields.map((field) => [field.name, field.label] as const));
  const uses = new Map<string, number>();
  for (const item of items) uses.set(item.message, (uses.get(item.message) ?? 0) + 1);
  return items.map((item) => {
    const label = labels.get(item.name);
    return { ...item, text: (uses.get(item.message) ?? 0) > 1 && label ? `${label}: ${item.message}` : item.message };
  });
}

/** Focuses a field from a summary link and scrolls its label or legend into view, as GOV.UK does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const input = document.getElementById(id);
  if (!input) return;
  event.preventDefault();
  const group = input.closest<HTMLElement>('[data-field]') ?? input;
  group.scrollIntoView?.({ block: 'start' });
  input.focus({ preventScroll: true });
}

/**
 * GOV.UK error summary for the enclosing form: after a failed submit, "There is a problem" and a link to
 * each failed field; it takes focus on every failed submit. Rendered by Form; use directly only without it.
 */
export function ErrorSummary({ fields = [], title = formMessages.errorSummaryTitle }: ErrorSummaryProps) {
  const { errors, submitCount } = useFormState();
  const idPrefix = useFieldIdPrefix();
  const ref = useRef<HTMLDivElement>(null);
  const focusedForSubmit = useRef(0);
  const items = linkTexts(orderErrors(flattenErrors(errors), fields.map((field) => field.name)), fields);
  const visible = submitCount > 0 && items.length > 0;

  // In the commit that shows the summary, before the browser paints it: a visitor (or a test) who sees it and
  // presses Tab at once goes on from the summary.
  useLayoutEffect(() => {
    if (submitCount === 0) focusedForSubmit.current = 0;
    if (!visible || focusedForSubmit.current === submitCount) return;
    focusedForSubmit.current = submitCount;
    const summary = ref.current;
    summary?.focus();
    // A form on useForm's default shouldFocusError (useZodForm turns it off) focuses its first failed field in a task
    // queued before this render: take focus back from that field, and only when the visitor has not acted since. The
    // browser runs key and pointer events before timers on a busy machine, so a visitor may already have tabbed to
    // a summary link and followed it to the field: that focus is theirs (a keyboard test failed at random in CI).
    let visitorActed = false;
    const acted = () => (visitorActed = true);
    const actions = ['keydown', 'pointerdown'] as const;
    for (const action of actions) document.addEventListener(action, acted, true);
    const stopWatching = () => {
      for (const action of actions) document.removeEventListener(action, acted, true);
    };
    const timer = setTimeout(() => {
      stopWatching();
      const active = document.activeElement;
      const isField = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement;
      if (summary && !visitorActed && isField && active.form === summary.closest('form')) summary.focus();
    });
    return () => {
      clearTimeout(timer);
      stopWatching();
    };
  }, [visible, submitCount]);

  if (!visible) return null;

  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <div role="alert">
        <h2 className={styles.title}>{title}</h2>
        <ul className={styles.list}>
          {items.map((item) => {
            const id = fieldId(item.name, idPrefix);
            return (
              <li key={item.name}>
                <a href={`#${id}`} onClick={(event) => focusField(event, id)} className={styles.link}>
                  {item.text}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
