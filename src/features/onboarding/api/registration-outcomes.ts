/** What each registration says when it is stored or fails (spec §8). */
export const REGISTRATION_OUTCOMES = {
  patient: { succeeded: 'Submitted Successfully!', failed: 'Submission failed. Please try again.' },
  doctor: { succeeded: 'Submitted Successfully!', failed: 'Submission failed. Please try again.' },
  hospital: { succeeded: 'Hospital registered successfully!', failed: 'Registration failed. Please try again.' },
} as const;

export type RegistrationKind = keyof typeof REGISTRATION_OUTCOMES;

/** The server's answer to a stored registration. */
export type RegistrationResponse = { id?: string; message?: string };
