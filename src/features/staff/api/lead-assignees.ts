import type { StaffRole } from '@/features/staff/api/staff-roles';

/** GET /api/staff/assignees (supervisor, admin): the enabled, enrolled staff a lead can be assigned to. */
export type LeadAssignee = { id: string; email: string; role: StaffRole };
