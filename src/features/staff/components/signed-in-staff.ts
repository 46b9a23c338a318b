import { createContext, useContext } from 'react';
import type { StaffSession } from '@/features/staff/api/staff-session';

/** The session of the staff member signed in, provided by the console around every page behind sign-in. */
export const SignedInStaffContext = createContext<StaffSession | undefined>(undefined);

/** Who is signed in (e-mail, role) and the CSRF token their changes send; only under the console's guard. */
export function useSignedInStaff(): StaffSession {
  const session = useContext(SignedInStaffContext);
  if (!session) throw new Error('useSignedInStaff is used outside the console’s signed-in pages');
  return session;
}
