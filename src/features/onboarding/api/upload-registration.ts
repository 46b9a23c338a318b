import useSWRMutation from 'swr/mutation';
import { apiUpload, type UploadProgress } from '@/lib/api-upload';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import type { RegistrationResponse } from '@/features/onboarding/api/registration-outcomes';

/** A multipart registration on its way: the body, who wants to hear how far it has gone, and its form's signals. */
export type RegistrationUpload = { body: FormData; onProgress?: (progress: UploadProgress) => void; sending?: GuardedSending };

/** POST of a multipart registration (doctors, hospitals) with upload progress, as an SWR mutation. */
export function useUploadRegistration(path: string) {
  return useSWRMutation(path, (url: string, { arg }: { arg: RegistrationUpload }) =>
    apiUpload<RegistrationResponse>(url, arg.body, { onProgress: arg.onProgress, ...arg.sending }),
  );
}
