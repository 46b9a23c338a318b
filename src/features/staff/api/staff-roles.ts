/** What each role may do is enforced on the server (server/staff/staff-routes-table.ts); least to most. */
export const STAFF_ROLES = ['agent', 'supervisor', 'admin'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
