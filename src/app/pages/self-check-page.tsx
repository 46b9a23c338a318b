import { Navigate, useLocation } from 'react-router-dom';
import { routeManifest } from '@/app/route-manifest';
import { useHydrated } from '@/lib/use-hydrated';
import { loginPathReturningTo } from '@/lib/login-path';
import { useLoginState } from '@/lib/use-login-state';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';

/**
 * The self-check needs the access_token cookie (spec §6): without it the visitor goes to /auth, which
 * brings them back here after logging in. The cookie is only known after hydration, so nothing is
 * decided before then (the page is client-only and never prerendered with answers).
 */
export function SelfCheckPage() {
  const hydrated = useHydrated();
  const { loggedIn } = useLoginState();
  const { pathname } = useLocation();
  if (!hydrated) return null;
  if (!loggedIn) return <Navigate to={loginPathReturningTo(pathname)} replace />;
  return <SelfCheckScreen heading={routeManifest.selfCheck.heading} appointmentAction={<BookAppointmentButton />} />;
}
