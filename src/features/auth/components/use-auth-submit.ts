import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/design-system/toast/use-toast';
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
 * Sends the credentials for the mode. On success: token in the cookie, toast for 2 s, and after 1.5 s
 * the return target (spec §9). On failure: the message of spec §8 for the form's box and a toast.
 */
export function useAuthSubmit(mode: AuthMode) {
  const logIn = useLogIn();
  const register = useRegister();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const [redirectTo, setRedirectTo] = useState<string>();

  // A timer, not an awaited delay, so leaving the page in those 1.5 s cancels the redirect.
  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), REDIRECT_AFTER_AUTH_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const submit = async (credentials: LoginRequest) => {
    if (redirectTo !== undefined) return;
    setFailure(undefined);
    let token: string;
    try {
      token = await (mode === 'login' ? logIn.trigger(credentials) : register.trigger(credentials));
    } catch (error) {
      const message = authFormMessages.failure(authFailureMessage(error));
      setFailure(message);
      toast.error(message);
      return;
    }
    accessToken.store(token);
    toast.success(authFormModes[mode].succeeded, { duration: LOGIN_TOAST_MS });
    setRedirectTo(returnTarget(searchParams.get('next')));
  };

  return { submit, failure, clearFailure: () => setFailure(undefined), succeeded: redirectTo !== undefined };
}
