import type { Decorator } from '@storybook/react';
import { useLocation } from 'react-router-dom';
import { agentSession, STORY_NOW } from '@mocks/staff/lead-fixtures';
import { SignedInStaffContext } from '@/features/staff/components/signed-in-staff';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { FixedTimeContext } from '@/lib/use-current-minute';

/** Who a lead story is signed in as (`parameters.session`), the agent by default. */
export const sessionOf = (parameters: Record<string, unknown>): StaffSession => (parameters.session as StaffSession | undefined) ?? agentSession;

/** The console's signed-in pages provide the session; a story provides the one its mock server answers. */
export const withSignedInStaff: Decorator = (Story, context) => (
  <SignedInStaffContext.Provider value={sessionOf(context.parameters)}>
    <Story />
  </SignedInStaffContext.Provider>
);

/** The stories' clock (STORY_NOW), so "12 min ago" and "Overdue by 25 min" read the same on every run. */
export const withStoryClock: Decorator = (Story) => (
  <FixedTimeContext.Provider value={STORY_NOW}>
    <Story />
  </FixedTimeContext.Provider>
);

/** Where the page is now (path and query), so a play can check what the address holds. */
export function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/** Renders the story with the address under it. */
export const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <AddressProbe />
  </>
);
