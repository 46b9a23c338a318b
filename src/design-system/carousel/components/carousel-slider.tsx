import { MAX_ITEMS_PER_PAGE, clampIndex, maxIndex, visibleRangeText } from '@/design-system/carousel/carousel-index';
import styles from '@/design-system/carousel/carousel.module.css';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

type CarouselSliderProps = {
  /** How many items the carousel holds. */
  count: number;
  /** The current position. */
  position: number;
  /** Jumps to a position. */
  onChange: (index: number) => void;
};

/**
 * The desktop's range slider (three items per page, so its bounds and value text are for three): a native range
 * input, which brings the slider role, its name and value text, the arrow, Home, End and Page keys, drawn as MUI's
 * Slider. Shown from the `lg` breakpoint by CSS.
 */
export function CarouselSlider({ count, position, onChange }: CarouselSliderProps) {
  const last = maxIndex(count, MAX_ITEMS_PER_PAGE);
  const value = clampIndex(position, count, MAX_ITEMS_PER_PAGE);
  return (
    <div className={`${styles.slider} ${styles.hiddenBelowLg}`}>
      <span aria-hidden className={styles.rail} />
      <span aria-hidden className={styles.fill} style={{ width: `${last === 0 ? 0 : (value * 100) / last}%` }} />
      <input
        type="range"
        aria-label={carouselMessages.slidePosition}
        aria-valuetext={visibleRangeText(value, count, MAX_ITEMS_PER_PAGE)}
        min={0}
        max={last}
        step={1}
        value={value}
        onChange={(event) => onChange(clampIndex(Number(event.target.value), count, MAX_ITEMS_PER_PAGE))}
        className={styles.range}
      />
    </div>
  );
}
