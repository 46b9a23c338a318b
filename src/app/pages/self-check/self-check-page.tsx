import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selfCheckEntry } from '@/app/pages/self-check/entry';
import { accessToken } from '@/lib/cookies';
import { useHydrated } from '@/lib/use-hydrated';
import { loginPathReturningTo } from '@/lib/login-path';
import { SelfCheckScreen } from '@/features/assessment/screens/self-check-screen';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';

/**
 * The self-check needs the access_token cookie (spec §6): without it the visitor goes to /auth, which
 * brings them back here after logging in. The cookie is only known after hydration, so nothing is
 * decided before then (the page is client-only and never prerendered with answers).
 */
export function SelfCheckPage() {
  const hydrated = useHydrated();
  return hydrated ? <LoginRequired /> : null;
}

/**
 * Checks the cookie once, on arrival. A session that ends later is the wizard's to handle: the server
 * refuses the token, and the wizard sends the person to log in again with their answers kept.
 */
function LoginRequired() {
  const [loggedInOnArrival] = useState(() => accessToken.current() !== undefined);
  const { pathname } = useLocation();
  if (!loggedInOnArrival) return <Navigate to={loginPathReturningTo(pathname)} replace />;
  return <SelfCheckScreen heading={selfCheckEntry.heading} appointmentAction={<BookAppointmentButton />} />;
}
