import useSWRMutation from 'swr/mutation';
import { apiPost } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import type { PatientRequest } from '@/features/onboarding/api/patient-schema';
import type { RegistrationResponse } from '@/features/onboarding/api/registration-outcomes';

export const PATIENTS_PATH = '/api/patients';

export const registerPatientKey = () => PATIENTS_PATH;

export function registerPatient(request: PatientRequest, sending: GuardedSending = {}): Promise<RegistrationResponse> {
  return apiPost<RegistrationResponse>(PATIENTS_PATH, request, sending);
}

/** POST /api/patients (JSON) as an SWR mutation; `trigger` rejects on failure. */
export function useRegisterPatient() {
  return useSWRMutation(registerPatientKey(), (_key: string, { arg }: { arg: { request: PatientRequest; sending?: GuardedSending } }) => registerPatient(arg.request, arg.sending));
}
