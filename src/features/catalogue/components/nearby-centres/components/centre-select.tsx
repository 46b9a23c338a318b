import { useId } from 'react';
import { NativeSelect } from '@/design-system/form/native-select';
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
 * A labelled NativeSelect outside any form library: it filters the centres as soon as a choice is made; a disabled
 * one says why under it.
 */
export function CentreSelect({ label, name, value, options, placeholder, disabledReason, onChange }: CentreSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        options={options.map((option) => ({ value: option, label: option }))}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabledReason !== undefined}
        describedBy={disabledReason ? hintId : undefined}
      />
      <p id={hintId} className={styles.hint}>
        {disabledReason}
      </p>
    </div>
  );
}
