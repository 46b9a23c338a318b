import type { StaffRole } from '@/features/staff/api/staff-roles';

/** Every state-changing staff call sends the session's token in this header (and comes from the site's origin). */
export const STAFF_CSRF_HEADER = 'X-CSRF-Token';

/** GET /api/staff/session. */
export type StaffSession = { email: string; role: StaffRole; csrfToken: string };
