import type { Ref } from 'react';
import { Icon } from '@/design-system/icon/icon';
import styles from '@/design-system/scroll-strip/scroll-strip.module.css';

/** Material Design's ChevronLeft and ChevronRight (Apache 2.0), drawn without MUI. */
const chevrons = {
  back: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  forward: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
} as const;

type ScrollButtonProps = {
  /** Which end of the strip the button sits at and scrolls towards. */
  direction: 'back' | 'forward';
  /** The button's accessible name. */
  label: string;
  /** Id of the scrolling region. */
  controls: string;
  /** Scrolls one step. */
  onClick: () => void;
  /** The button element, for focus handling. */
  ref: Ref<HTMLButtonElement>;
};

/** A round arrow button laid over one end of the strip. */
export function ScrollButton({ direction, label, controls, onClick, ref }: ScrollButtonProps) {
  return (
    <button ref={ref} type="button" aria-label={label} aria-controls={controls} onClick={onClick} className={`${styles.arrow} ${styles[direction]}`}>
      <Icon path={chevrons[direction]} />
    </button>
  );
}
