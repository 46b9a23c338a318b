import styles from '@/features/catalogue/components/checkup-packages/components/category-filter.module.css';

type CategoryFilterProps = {
  /** The choices, 'All' first. */
  categories: readonly string[];
  /** The text of a choice, e.g. 'All' in the page's language; the category itself unless given. */
  labelOf?: (category: string) => string;
  /** The chosen category. */
  value: string;
  /** Called with the newly chosen category. */
  onChange: (category: string) => void;
  /** Accessible name of the group. */
  label: string;
};

/**
 * A labelled group of toggle buttons (aria-pressed), exactly one pressed. Separate pills that wrap onto
 * more rows, so every category is in sight at any width; each is its own Tab stop. Plain buttons: the tests
 * page boots without MUI.
 */
export function CategoryFilter({ categories, labelOf = (category) => category, value, onChange, label }: CategoryFilterProps) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {categories.map((category) => (
        <button key={category} type="button" aria-pressed={category === value} onClick={() => onChange(category)} className={styles.pill}>
          {labelOf(category)}
        </button>
      ))}
    </div>
  );
}
