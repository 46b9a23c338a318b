import { useMemo } from 'react';
import { minuteOfDayInIndia } from '@/lib/india-time';
import { useCurrentMinute } from '@/lib/use-current-minute';
import { openStateAt, parseOpeningHours, type OpenState } from '@/features/catalogue/model/opening-hours';

/**
 * Whether a centre is open now, from its hours and the time in India; undefined before hydration and for
 * hours that do not parse, where the data file's status stands.
 */
export function useOpenState(hours: string): OpenState | undefined {
  const minute = useCurrentMinute();
  const openingHours = useMemo(() => parseOpeningHours(hours), [hours]);
  if (minute === null || !openingHours) return undefined;
  return openStateAt(openingHours, minuteOfDayInIndia(minute));
}
