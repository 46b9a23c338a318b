import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { InputFrame, inputFrameControlClassName } from '@/design-system/form/components/input-frame';
import styles from '@/design-system/form/native-select.module.css';
import { Icon } from '@/design-system/icon/icon';
import { arrowDropDown } from '@/design-system/icon/material-icon-paths';

type NativeSelectProps = {
  /** The select's id, which its label's `for` names. */
  id: string;
  /** The form field's name. */
  name: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The choices, in the order shown. */
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option (value ""), shown until a choice is made; leave it out when one option is always chosen. */
  placeholder?: string;
  /** Called when the visitor picks an option. */
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** Called when the select loses focus. */
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** Greys out the select and takes it out of use. */
  disabled?: boolean;
  /** Marks the select as required for assistive technology and the browser. */
  required?: boolean;
  /** Draws the outline red and marks the select invalid. */
  invalid?: boolean;
  /** Ids of the hint and error texts that describe the select. */
  describedBy?: string;
  /** Browser autofill token, if the choice is personal data. */
  autoComplete?: string;
  /** The select element, e.g. for a form library to focus it. */
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A native <select> in the outlined input frame: the platform's own picker on phones, type-ahead and arrow keys on
 * desktop, read correctly by screen readers. Its label and messages are the caller's.
 */
export function NativeSelect({ id, name, value, options, placeholder, onChange, onBlur, disabled, required, invalid, describedBy, autoComplete, ref }: NativeSelectProps) {
  return (
    <InputFrame error={invalid} disabled={disabled}>
      <select
        id={id}
        name={name}
        ref={ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${inputFrameControlClassName} ${styles.select}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon path={arrowDropDown} className={styles.arrow} />
    </InputFrame>
  );
}
