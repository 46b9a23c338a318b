import useSWRMutation from 'swr/mutation';
import { ApiError, apiPost } from '@/lib/api-client';
import type { AppointmentRequest } from '@/features/leads/api/appointment-schema';

export const APPOINTMENTS_PATH = '/api/appointments';
export const APPOINTMENT_BOOKED = 'Appointment booked successfully!';
export const APPOINTMENT_FAILED = 'Failed to book appointment';

export type CreateAppointmentResponse = { id?: number; message?: string };

export const createAppointmentKey = () => APPOINTMENTS_PATH;

export function createAppointment(request: AppointmentRequest): Promise<CreateAppointmentResponse> {
  return apiPost<CreateAppointmentResponse>(APPOINTMENTS_PATH, request);
}

/** POST /api/appointments as an SWR mutation; `trigger` rejects on failure. */
export function useCreateAppointment() {
  return useSWRMutation(createAppointmentKey(), (_key: string, { arg }: { arg: AppointmentRequest }) => createAppointment(arg));
}

/** Spec §8: the server's message, else the network error's message, else 'Failed to book appointment'. */
export function appointmentFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? APPOINTMENT_FAILED;
  if (error instanceof Error && error.message.trim()) return error.message;
  return APPOINTMENT_FAILED;
}
