import { Icon } from '@/design-system/icon/icon';
import styles from '@/design-system/carousel/carousel.module.css';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

/** Material Design's ChevronLeft and ChevronRight (Apache 2.0), drawn without MUI. */
const chevronLeft = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const chevronRight = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

type CarouselControlsProps = {
  /** Hides the row in the ranges of widths where every item already fits on one page. */
  className?: string;
  /** Id of the slide container the buttons move. */
  controls: string;
  /** Moves one position back, wrapping to the end. */
  onPrevious: () => void;
  /** Moves one position forward, wrapping to the start. */
  onNext: () => void;
};

/** Labelled previous/next buttons; placed before the slides in reading order (APG). */
export function CarouselControls({ className, controls, onPrevious, onNext }: CarouselControlsProps) {
  return (
    <div className={className ? `${styles.controls} ${className}` : styles.controls}>
      <button type="button" aria-label={carouselMessages.previous} aria-controls={controls} onClick={onPrevious} className={styles.arrow}>
        <Icon path={chevronLeft} />
      </button>
      <button type="button" aria-label={carouselMessages.next} aria-controls={controls} onClick={onNext} className={styles.arrow}>
        <Icon path={chevronRight} />
      </button>
    </div>
  );
}
