import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/design-system/toast/use-toast';
import { botSignalsMessages } from '@/lib/bot-signals/bot-signals-messages';
import { useFormGuard } from '@/lib/bot-signals/use-form-guard';
import { accessToken } from '@/lib/cookies';
import { LOGIN_TOAST_MS, REDIRECT_AFTER_AUTH_MS } from '@/lib/constants';
import { authFailureMessage } from '@/features/auth/api/auth-answer';
import type { LoginRequest } from '@/features/auth/api/credentials-schema';
import { useLogIn } from '@/features/auth/api/log-in';
import { useRegister } from '@/features/auth/api/register';
import { authFormMessages } from '@/features/auth/components/auth-form-messages';
import { authFormModes } from '@/features/auth/components/auth-form-modes';
import type { AuthMode } from '@/features/auth/components/auth-mode';
import { returnTarget } from '@/features/auth/components/return-target';

/**
 * Sends the credentials for the mode, with the form's signals (issue 41: give `trapRef` to the form's Honeypot).
 * On success: token in the cookie, toast for 2 s, and after 1.5 s the return target (spec §9). On failure: the
 * message of spec §8 for the form's box and a toast. While the server's proof of work is solved, `status` says so.
 */
export function useAuthSubmit(mode: AuthMode) {
  const logIn = useLogIn();
  const register = useRegister();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const [redirectTo, setRedirectTo] = useState<string>();
  const [status, setStatus] = useState<string>();
  const guard = useFormGuard(mode);

  // A timer, not an awaited delay, so leaving the page in those 1.5 s cancels the redirect.
  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), REDIRECT_AFTER_AUTH_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const submit = async (credentials: LoginRequest) => {
    if (redirectTo !== undefined) return;
    setFailure(undefined);
    const botSignals = await guard.signals();
    const submission = { request: credentials, sending: { botSignals, onChecking: () => setStatus(botSignalsMessages.checking) } };
    let token: string;
    try {
      token = await (mode === 'login' ? logIn.trigger(submission) : register.trigger(submission));
    } catch (error) {
      setStatus(undefined);
      const message = authFormMessages.failure(authFailureMessage(error));
      setFailure(message);
      toast.error(message);
      return;
    }
    guard.spend(botSignals);
    setStatus(undefined);
    accessToken.store(token);
    toast.success(authFormModes[mode].succeeded, { duration: LOGIN_TOAST_MS });
    setRedirectTo(returnTarget(searchParams.get('next')));
  };

  return { submit, failure, clearFailure: () => setFailure(undefined), succeeded: redirectTo !== undefined, status, trapRef: guard.trapRef };
}
