import type { ComponentPropsWithRef } from 'react';
import styles from '@/design-system/form/components/choice-input.module.css';

const paths = {
  box: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  tickedBox: 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  ring: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  dot: 'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z',
};

function Glyph({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} width={24} height={24} viewBox="0 0 24 24" fill="currentColor" focusable="false">
      <path d={path} />
    </svg>
  );
}

export type ChoiceInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** A checkbox (ticked box) or a radio (ring with a dot). */
  type: 'checkbox' | 'radio';
};

/**
 * A native checkbox or radio that looks like MUI's: the input itself, invisible, is the 44 px target, so the
 * browser keeps its keyboard, form and label behaviour (also before the page hydrates); CSS draws the state.
 */
export function ChoiceInput({ type, ...inputProps }: ChoiceInputProps) {
  return (
    <span className={styles.control}>
      <input {...inputProps} type={type} className={styles.input} />
      <span aria-hidden className={styles.icon}>
        {type === 'checkbox' ? (
          <>
            <Glyph path={paths.box} className={styles.unchecked} />
            <Glyph path={paths.tickedBox} className={styles.checked} />
          </>
        ) : (
          <>
            <Glyph path={paths.ring} />
            <Glyph path={paths.dot} className={styles.dot} />
          </>
        )}
      </span>
    </span>
  );
}
