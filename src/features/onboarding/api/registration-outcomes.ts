/** The three registrations. */
export type RegistrationKind = 'patient' | 'doctor' | 'hospital';

/** The server's answer to a stored registration. */
export type RegistrationResponse = { id?: string; message?: string };
