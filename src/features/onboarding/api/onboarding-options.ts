export const PATIENT_GENDERS = ['Female', 'Male', 'Other'] as const;
export const DOCTOR_GENDERS = ['Male', 'Female', 'Other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const TREATMENT_OPTIONS = ['Ayushman Card (PMJAY Government Scheme)', 'Private Insurance', 'Self-Pay'] as const;
export const HOSPITAL_TYPES = ['Government', 'Private', 'Charitable', 'Teaching', 'Specialty'] as const;
export const EMERGENCY_SERVICE_OPTIONS = ['24/7 Available', 'Limited Hours', 'Not Available'] as const;
export const CONSULTATION_MODES = ['In-Person', 'Online', 'Both'] as const;

/** The treatment option that keeps the insurance fields enabled. */
export const INSURED_TREATMENT_OPTION = 'Private Insurance' satisfies (typeof TREATMENT_OPTIONS)[number];
