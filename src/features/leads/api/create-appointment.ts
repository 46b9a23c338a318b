import useSWRMutation from 'swr/mutation';
import { ApiError } from '@/lib/api-client';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import { postOrQueue, type PostOrQueueResult } from '@/lib/offline/post-or-queue';
import type { AppointmentRequest } from '@/features/leads/api/appointment-schema';
import { leadMessages } from '@/features/leads/api/lead-messages';

/** One submission: the request, the key its every attempt carries, and its form's signals. */
type Submission = { request: AppointmentRequest; idempotencyKey: string; sending?: GuardedSending };

export const APPOINTMENTS_PATH = '/api/appointments';
export const APPOINTMENT_BOOKED = leadMessages.appointmentBooked;
export const APPOINTMENT_FAILED = leadMessages.appointmentFailed;

export type CreateAppointmentResponse = { id?: number; message?: string };

export const createAppointmentKey = () => APPOINTMENTS_PATH;

/** Sends it now, or keeps it on the device when there is no network (same Idempotency-Key either way). */
export function createAppointment(request: AppointmentRequest, idempotencyKey: string, sending: GuardedSending = {}): Promise<PostOrQueueResult<CreateAppointmentResponse>> {
  return postOrQueue<CreateAppointmentResponse>(APPOINTMENTS_PATH, request, { idempotencyKey, kind: 'appointment', ...sending });
}

/** POST /api/appointments as an SWR mutation; `trigger` resolves queued without network and rejects on an error answer. */
export function useCreateAppointment() {
  return useSWRMutation(createAppointmentKey(), (_key: string, { arg }: { arg: Submission }) => createAppointment(arg.request, arg.idempotencyKey, arg.sending));
}

/**
 * Spec §8: the server's message, else the network error's message, else 'Failed to book appointment'. Those
 * texts are English: a Hindi page shows the ones it knows in Hindi, and its own failure message for the rest.
 */
export function appointmentFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ? leadMessages.fromServer(error.serverMessage, APPOINTMENT_FAILED) : APPOINTMENT_FAILED;
  if (error instanceof Error && error.message.trim()) return leadMessages.fromServer(error.message, APPOINTMENT_FAILED);
  return APPOINTMENT_FAILED;
}
