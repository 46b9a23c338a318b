import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { SESSION_EXPIRED_MESSAGE } from '@/features/auth/components/auth-mode';
import { SESSION_ENDED_REASON } from '@/lib/login-path';

/**
 * Why the visitor is here when the server refused their token. The prerendered page has no query, so
 * the note appears only after hydration and the hydrated HTML matches the prerendered one.
 */
export function SessionEndedAlert() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || searchParams.get('reason') !== SESSION_ENDED_REASON) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      {SESSION_EXPIRED_MESSAGE}
    </Alert>
  );
}
