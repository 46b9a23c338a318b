import { STAFF_ROLES, type StaffRole } from '@/features/staff/api/staff-roles';
import { quarantineMessages } from '@/features/staff/components/quarantine-messages';
import { registrationMessages } from '@/features/staff/components/registration-messages';
import { speedMessages } from '@/features/staff/components/speed-messages';
import { REGISTRATIONS_CONSOLE_PATH } from '@/features/staff/components/registration-paths';
import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';
import { consoleFrameMessages } from '@/console/layout/console-messages';

export type ConsoleNavItem = { to: string; label: string; roles: readonly StaffRole[] };

/** The header's navigation, each item shown to the roles the server lets open it (server/staff/staff-routes-table.ts). */
export const consoleNavItems: readonly ConsoleNavItem[] = [
  { to: STAFF_CONSOLE_PATH, label: consoleFrameMessages.inbox, roles: STAFF_ROLES },
  { to: `${STAFF_CONSOLE_PATH}/quarantine`, label: quarantineMessages.title, roles: STAFF_ROLES },
  { to: REGISTRATIONS_CONSOLE_PATH, label: registrationMessages.listTitle, roles: ['supervisor', 'admin'] },
  { to: `${STAFF_CONSOLE_PATH}/speed`, label: speedMessages.title, roles: ['supervisor', 'admin'] },
  { to: `${STAFF_CONSOLE_PATH}/audit`, label: consoleFrameMessages.auditLog, roles: ['admin'] },
];
