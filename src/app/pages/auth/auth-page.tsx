import { AuthScreen } from '@/features/auth/screens/auth-screen';

/** Login / register, owned by the auth feature. */
export function AuthPage() {
  return <AuthScreen />;
}
