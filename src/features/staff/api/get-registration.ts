import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import { staffGet } from '@/features/staff/api/staff-fetch';

/** `/api/staff/registrations/:kind/:id`: the registration's URL and SWR key; a review answers it anew under this key. */
export const registrationKey = (kind: RegistrationKind, id: string) => `/api/staff/registrations/${kind}/${encodeURIComponent(id)}`;

export const getRegistration = (key: string) => staffGet<RegistrationDetail>(key);

/** GET …/:kind/:id (each read is audited): fetched once when the page opens, not again on focus or reconnect. */
export function useRegistration(kind: RegistrationKind, id: string) {
  return useSWR(registrationKey(kind, id), getRegistration, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: retryUnlessRefused,
  });
}
