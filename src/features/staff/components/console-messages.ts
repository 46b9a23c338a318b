import type { StaffRole } from '@/features/staff/api/staff-roles';

/** The words of the console's signed-in home and its not-found page. */
export const consoleMessages = {
  homeTitle: 'Home',
  homeHeading: 'Staff console',
  signedInAs: (email: string, role: StaffRole) => `You are signed in as ${email}, ${roleNames[role]}.`,
  homeNext: 'The inbox of appointments, callbacks and contact messages will appear here.',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'Page not found',
  notFoundText: 'There is no console page at this address. Check it, or go to the inbox.',
  toInbox: 'Go to the inbox',
} as const;

export const roleNames: Record<StaffRole, string> = { agent: 'agent', supervisor: 'supervisor', admin: 'admin' };
