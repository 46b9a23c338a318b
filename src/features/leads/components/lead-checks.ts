import { appointmentValidationMessages } from '@/features/leads/api/appointment-validation-messages';
import { contactValidationMessages } from '@/features/leads/api/contact-validation-messages';
import type { SpecCheck } from '@/features/leads/components/first-failed-check';

const appointmentFields = ['fullName', 'email', 'phone', 'preferredDate', 'preferredTime', 'department'] as const;

/** Spec §5: every field filled (the form requires all), then the e-mail, then the phone, then the rest. */
export const appointmentChecks: readonly SpecCheck[] = [
  { fields: appointmentFields, message: appointmentValidationMessages.required },
  { fields: ['email'] },
  { fields: ['phone'] },
  { fields: appointmentFields },
];

const contactFields = ['name', 'email', 'phone', 'address', 'message'] as const;

/** Spec §5: name, e-mail and phone filled, then the e-mail's form, then the phone's ten digits. */
export const contactChecks: readonly SpecCheck[] = [
  { fields: contactFields, message: contactValidationMessages.required },
  { fields: ['email'] },
  { fields: ['phone'] },
  { fields: contactFields },
];
