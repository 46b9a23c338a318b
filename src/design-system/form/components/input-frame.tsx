import type { ReactNode } from 'react';
import styles from '@/design-system/form/components/input-frame.module.css';

type InputFrameProps = {
  /** Draws the outline red (the field has an error). */
  error?: boolean;
  /** Greys the outline and text (the control is disabled). */
  disabled?: boolean;
  /** Pads the frame instead of the control, for a text area. */
  multiline?: boolean;
  /** Extra class, e.g. a narrower width. */
  className?: string;
  /** The control (with `inputFrameControlClassName`) and anything drawn over it, e.g. a select's arrow. */
  children: ReactNode;
};

/** The class of the input, select or text area inside an InputFrame. */
export const inputFrameControlClassName = styles.control;

/** The outlined box around a text input, select or text area: MUI's OutlinedInput look without MUI. */
export function InputFrame({ error, disabled, multiline, className, children }: InputFrameProps) {
  const classes = [styles.frame, multiline && styles.multiline, disabled && styles.disabled, error && styles.error, className];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
