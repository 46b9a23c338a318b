import { authMessages } from '@/features/auth/components/auth-messages';

export type AuthMode = 'login' | 'register';

/** What the /auth screen says around the form in each mode (plain text: the form's own copy and checks are in auth-form-modes). */
export const authModes = authMessages.modes;

export const otherMode = (mode: AuthMode): AuthMode => (mode === 'login' ? 'register' : 'login');
