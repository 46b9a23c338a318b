import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '@/design-system/toast/use-toast';
import { ApiError, serverFieldErrors } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/api-upload';
import { botSignalsMessages } from '@/lib/bot-signals/bot-signals-messages';
import type { GuardedSending } from '@/lib/bot-signals/signal-headers';
import { useFormGuard } from '@/lib/bot-signals/use-form-guard';
import { TOAST_DURATION_MS } from '@/lib/constants';
import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

/** Sends one registration, handed a callback that reports upload progress (JSON sends ignore it) and the form's signals. */
type Send = (onProgress: (progress: UploadProgress) => void, sending: GuardedSending) => Promise<unknown>;

/** The page's words for a text the server sent, or undefined when the form's messages do not hold it (see serverTextsIn). */
type FromServer = (serverText: string) => string | undefined;

/** The server's own explanation of a refusal, when it gave one (e.g. how long to wait after too many tries). */
function serverDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
}

/**
 * Spec §4 registration states: submitting → success toast and home, or failure toast with the typed
 * values kept. A refusal the server explains field by field is shown on those fields and in the summary,
 * in the page's language. Sent with the form's signals (issue 41: give `trapRef` to the form's Honeypot);
 * `status` says when the request is being checked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- forms whose schema transforms values
export function useRegistrationSubmit<TValues extends FieldValues>(form: UseFormReturn<TValues, any, any>, kind: RegistrationKind, fromServer: FromServer) {
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; detail?: string }>();
  const [progress, setProgress] = useState<UploadProgress>();
  const [status, setStatus] = useState<string>();
  const guard = useFormGuard(kind);
  const messages = registrationFormMessages;
  const outcome = messages.outcomes[kind];

  const submit = async (send: Send) => {
    setFailure(undefined);
    setProgress(undefined);
    const botSignals = await guard.signals();
    try {
      await send(setProgress, { botSignals, onChecking: () => setStatus(botSignalsMessages.checking) });
    } catch (error) {
      setStatus(undefined);
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        form.setError(name as Path<TValues>, { message: fromServer(message) ?? messages.otherServerProblem(message) });
      }
      const detail = serverDetail(error);
      setFailure({ message: outcome.failed, detail: detail && (fromServer(detail) ?? messages.serverReason(detail)) });
      toast.error(outcome.failed);
      return;
    }
    guard.spend(botSignals);
    setStatus(undefined);
    toast.success(outcome.succeeded, { duration: TOAST_DURATION_MS });
    void navigate('/');
  };

  return { submit, failure, progress, status, trapRef: guard.trapRef, clearFailure: () => setFailure(undefined) };
}
