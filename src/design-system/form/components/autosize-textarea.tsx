import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';

type AutosizeTextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** The lines it shows at least; it grows with its text beyond them (MUI's minRows). */
  rows: number;
};

/** Sets a text area's height to its text's, never less than its `rows` (which size it before any script runs). */
function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = '';
  const height = textarea.scrollHeight;
  // Nothing to measure while it is not laid out (hidden, or in a test's DOM): the rows stand.
  if (height > 0) textarea.style.height = `${height}px`;
}

/** A text area that grows with its text, as MUI's TextareaAutosize does, and never shows a scroll bar. */
export function AutosizeTextarea({ ref, rows, value, ...textareaProps }: AutosizeTextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    if (element.current) fitHeight(element.current);
  }, [value]);

  // A narrower or wider box wraps the text into more or fewer lines.
  useEffect(() => {
    const textarea = element.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return;
    let width = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fitHeight(textarea);
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, []);

  const setRef = useCallback(
    (textarea: HTMLTextAreaElement | null) => {
      element.current = textarea;
      if (typeof ref === 'function') ref(textarea);
      else if (ref) ref.current = textarea;
    },
    [ref],
  );

  return <textarea {...textareaProps} ref={setRef} rows={rows} value={value} />;
}
