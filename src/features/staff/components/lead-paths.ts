import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';

/** The inbox: the console's home. */
export const INBOX_PATH = STAFF_CONSOLE_PATH;

/** A lead's page (`/staff/leads/:id`); the id is the record's, never personal data. */
export const leadPath = (id: string) => `${STAFF_CONSOLE_PATH}/leads/${encodeURIComponent(id)}`;
