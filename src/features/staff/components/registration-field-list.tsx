import { Fragment } from 'react';
import type { RegistrationDetail, RegistrationField } from '@/features/staff/api/registration-detail';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import { RevealValue } from '@/features/staff/components/reveal-value';
import styles from '@/features/staff/components/registrations.module.css';

function shown(value: RegistrationField['value']) {
  if (value === null || value === '') return <span className={styles.empty}>{m.emptyValue}</span>;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  return String(value);
}

/** Every field as received, in the form's order; masked ones with their Reveal button. */
export function RegistrationFieldList({ registration }: { registration: RegistrationDetail }) {
  return (
    <dl className={styles.facts}>
      {registration.fields.map((field) => (
        <Fragment key={field.key}>
          <dt>{field.label}</dt>
          <dd>
            {field.revealable && typeof field.value === 'string' ? (
              <RevealValue kind={registration.kind} id={registration.id} field={field.key} label={field.label} masked={field.value} />
            ) : (
              shown(field.value)
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
