import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '@/design-system/toast/use-toast';
import { ApiError, serverFieldErrors } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/api-upload';
import { TOAST_DURATION_MS } from '@/lib/constants';
import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

/** Sends one registration, handed a callback that reports upload progress (JSON sends ignore it). */
type Send = (onProgress: (progress: UploadProgress) => void) => Promise<unknown>;

/** The page's words for a text the server sent, or undefined when the form's messages do not hold it (see serverTextsIn). */
type FromServer = (serverText: string) => string | undefined;

/** The server's own explanation of a refusal, when it gave one (e.g. how long to wait after too many tries). */
function serverDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
}

/**
 * Spec §4 registration states: submitting → success toast and home, or failure toast with the typed
 * values kept. A refusal the server explains field by field is shown on those fields and in the summary,
 * in the page's language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- forms whose schema transforms values
export function useRegistrationSubmit<TValues extends FieldValues>(form: UseFormReturn<TValues, any, any>, kind: RegistrationKind, fromServer: FromServer) {
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; detail?: string }>();
  const [progress, setProgress] = useState<UploadProgress>();
  const messages = registrationFormMessages;
  const outcome = messages.outcomes[kind];

  const submit = async (send: Send) => {
    setFailure(undefined);
    setProgress(undefined);
    try {
      await send(setProgress);
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        form.setError(name as Path<TValues>, { message: fromServer(message) ?? messages.otherServerProblem(message) });
      }
      const detail = serverDetail(error);
      setFailure({ message: outcome.failed, detail: detail && (fromServer(detail) ?? messages.serverReason(detail)) });
      toast.error(outcome.failed);
      return;
    }
    toast.success(outcome.succeeded, { duration: TOAST_DURATION_MS });
    void navigate('/');
  };

  return { submit, failure, progress, clearFailure: () => setFailure(undefined) };
}
