import { useId } from 'react';
import { NativeSelect } from '@/design-system/form/native-select';
import { SPEED_DEVICE_CHOICES, SPEED_PERIODS, type SpeedDeviceChoice, type SpeedPeriod } from '@/features/staff/api/speed-filters-schema';
import { speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';

const PERIOD_OPTIONS = SPEED_PERIODS.map((days) => ({ value: String(days), label: m.periodOption(days) }));
const DEVICE_OPTIONS = SPEED_DEVICE_CHOICES.map((device) => ({ value: device, label: m.deviceOption(device) }));

export type SpeedFilterValues = { days: SpeedPeriod; device: SpeedDeviceChoice };

export type SpeedFiltersProps = {
  /** The period and device shown (from the page's address). */
  values: SpeedFilterValues;
  /** Called with both as they become on each choice; the report follows at once. */
  onChange: (values: SpeedFilterValues) => void;
};

const periodOf = (value: string) => SPEED_PERIODS.find((days) => String(days) === value);
const deviceOf = (value: string) => SPEED_DEVICE_CHOICES.find((device) => device === value);

/** Period and device, each a labelled native select: the platform's picker on a phone, arrows and type-ahead on a desktop. */
export function SpeedFilters({ values, onChange }: SpeedFiltersProps) {
  const periodId = useId();
  const deviceId = useId();
  return (
    <div role="search" aria-label={m.filtersLabel} className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={periodId} className={styles.label}>
          {m.period}
        </label>
        <NativeSelect
          id={periodId}
          name="days"
          value={String(values.days)}
          options={PERIOD_OPTIONS}
          onChange={(event) => onChange({ ...values, days: periodOf(event.target.value) ?? values.days })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={deviceId} className={styles.label}>
          {m.device}
        </label>
        <NativeSelect
          id={deviceId}
          name="device"
          value={values.device}
          options={DEVICE_OPTIONS}
          onChange={(event) => onChange({ ...values, device: deviceOf(event.target.value) ?? values.device })}
        />
      </div>
    </div>
  );
}
