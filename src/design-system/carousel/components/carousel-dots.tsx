import { positionClass } from '@/design-system/carousel/responsive-display';
import styles from '@/design-system/carousel/carousel.module.css';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

type CarouselDotsProps = {
  /** Hides the row in the ranges of widths where every item already fits on one page. */
  className?: string;
  /** How many items there are: one dot per position the narrowest page has, the extra ones hidden by CSS where pages are wider. */
  count: number;
  /** The current position. */
  current: number;
  /** Id of the slide container the dots move. */
  controls: string;
  /** Jumps to a position. */
  onSelect: (index: number) => void;
};

/** One dot per position; the current one is marked with aria-current. */
export function CarouselDots({ className, count, current, controls, onSelect }: CarouselDotsProps) {
  return (
    <div role="group" aria-label={carouselMessages.chooseSlide} className={className ? `${styles.dots} ${className}` : styles.dots}>
      {Array.from({ length: count }, (_, index) => {
        const rangeClass = positionClass(index, count);
        return (
          <button
            key={index}
            type="button"
            aria-label={carouselMessages.goToSlide(index + 1)}
            aria-current={index === current ? 'true' : undefined}
            aria-controls={controls}
            onClick={() => onSelect(index)}
            className={rangeClass ? `${styles.dot} ${rangeClass}` : styles.dot}
          />
        );
      })}
    </div>
  );
}
