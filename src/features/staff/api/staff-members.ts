import type { StaffRole } from '@/features/staff/api/staff-roles';

/** GET /api/staff/staff-members (admin): every staff account, without any secret. */
export type StaffMember = {
  id: string;
  email: string;
  role: StaffRole;
  /** Has set a password and a second factor. */
  enrolled: boolean;
  disabledAt: string | null;
  createdAt: string;
};
