import type { Decorator } from '@storybook/react';
import { agentSession } from '@mocks/staff/staff-session';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { SignedInStaffContext } from '@/features/staff/components/signed-in-staff';

/** A screen behind sign-in, as the console renders it: `parameters.signedInAs` is the session (an agent by default). */
export const withSignedInStaff: Decorator = (Story, context) => {
  const session = (context.parameters.signedInAs as StaffSession | undefined) ?? agentSession;
  return (
    <SignedInStaffContext.Provider value={session}>
      <Story />
    </SignedInStaffContext.Provider>
  );
};
