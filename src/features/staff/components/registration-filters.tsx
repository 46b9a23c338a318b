import { useId } from 'react';
import { NativeSelect } from '@/design-system/form/native-select';
import {
  REGISTRATION_KIND_LABELS,
  REGISTRATION_KINDS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from '@/features/staff/api/registration-status';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import styles from '@/features/staff/components/registrations.module.css';

const KIND_OPTIONS = REGISTRATION_KINDS.map((kind) => ({ value: kind, label: REGISTRATION_KIND_LABELS[kind] }));
const STATUS_OPTIONS = REGISTRATION_STATUSES.map((status) => ({ value: status, label: REGISTRATION_STATUS_LABELS[status] }));

export type RegistrationFilterValues = { kind: string; status: string };

export type RegistrationFiltersProps = {
  /** The filters in force ('' for any). */
  values: RegistrationFilterValues;
  /** Called with the filters as they become on each choice; the list follows at once. */
  onChange: (values: RegistrationFilterValues) => void;
};

/** Kind and status, each a labelled native select; choosing one shows its first page. */
export function RegistrationFilters({ values, onChange }: RegistrationFiltersProps) {
  const kindId = useId();
  const statusId = useId();
  return (
    <div role="search" className={styles.filters} aria-label={m.filtersLabel}>
      <div className={styles.filter}>
        <label htmlFor={kindId} className={styles.filterLabel}>
          {m.kindFilter}
        </label>
        <NativeSelect
          id={kindId}
          name="kind"
          value={values.kind}
          options={KIND_OPTIONS}
          placeholder={m.anyKind}
          onChange={(event) => onChange({ ...values, kind: event.target.value })}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={statusId} className={styles.filterLabel}>
          {m.statusFilter}
        </label>
        <NativeSelect
          id={statusId}
          name="status"
          value={values.status}
          options={STATUS_OPTIONS}
          placeholder={m.anyStatus}
          onChange={(event) => onChange({ ...values, status: event.target.value })}
        />
      </div>
    </div>
  );
}
