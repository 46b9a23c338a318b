import type { RegistrationKind } from '@/features/staff/api/registration-status';

/** The console's registrations list (supervisors and admins). */
export const REGISTRATIONS_CONSOLE_PATH = '/staff/registrations';

/** A registration's page in the console: its kind and id, nothing personal. */
export const registrationConsolePath = (kind: RegistrationKind, id: string) => `${REGISTRATIONS_CONSOLE_PATH}/${kind}/${encodeURIComponent(id)}`;
