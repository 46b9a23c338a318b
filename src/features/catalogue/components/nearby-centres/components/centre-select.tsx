import { useId } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { arrowDropDown } from '@/design-system/icon/material-icon-paths';
import styles from '@/features/catalogue/components/nearby-centres/components/centre-select.module.css';

type CentreSelectProps = {
  /** The select's visible label. */
  label: string;
  /** The form field's name. */
  name: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The choices, in the order shown. */
  options: readonly string[];
  /** Text of the empty first option. */
  placeholder: string;
  /** Why the select cannot be used yet, e.g. "Choose a state first"; disables it when given. */
  disabledReason?: string;
  /** Called with the new value. */
  onChange: (value: string) => void;
};

/**
 * A labelled native select (the platform's own picker, type-ahead and arrow keys); a disabled one says why under its
 * label. Plain HTML, drawn like MUI's outlined NativeSelect.
 */
export function CentreSelect({ label, name, value, options, placeholder, disabledReason, onChange }: CentreSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabledReason !== undefined}
          aria-describedby={disabledReason ? hintId : undefined}
          className={styles.select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Icon path={arrowDropDown} className={styles.arrow} />
        <span aria-hidden="true" className={styles.outline} />
      </div>
      <p id={hintId} className={styles.hint}>
        {disabledReason}
      </p>
    </div>
  );
}
