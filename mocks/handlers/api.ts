import { appointmentRequestSchema } from '@/features/leads/api/appointment-schema';
import { callbackRequestSchema } from '@/features/leads/api/callback-schema';
import { contactRequestSchema } from '@/features/leads/api/contact-schema';
import { loginRequestSchema, registerRequestSchema } from '@/features/auth/api/credentials-schema';
import { assessmentRequestSchema } from '@/features/assessment/api/assessment-schema';
import { patientRequestSchema } from '@/features/onboarding/api/patient-schema';
import { apiCall } from '@mocks/handlers/api-call';

const token = { token: 'mock.jwt.token', tokenType: 'Bearer', expiresIn: 3600 };

/** The nine calls of spec §7, each with success, failure, network-error and pending variants. */
export const api = {
  appointments: apiCall('/api/appointments', { schema: appointmentRequestSchema, successBody: { id: 1 } }),
  callbacks: apiCall('/api/callbacks', { schema: callbackRequestSchema, successBody: { id: 1 } }),
  contact: apiCall('/api/contact', { schema: contactRequestSchema, successBody: { id: 1 } }),
  login: apiCall('/api/login', { schema: loginRequestSchema, successStatus: 200, successBody: token }),
  register: apiCall('/api/register', { schema: registerRequestSchema, successBody: token }),
  assessments: apiCall('/api/assessments', {
    schema: assessmentRequestSchema,
    successBody: { success: true, message: 'Assessment submitted successfully' },
  }),
  patients: apiCall('/api/patients', { schema: patientRequestSchema, successBody: { id: 1 } }),
  doctors: apiCall('/api/doctors', { successBody: { id: 1 } }),
  hospitals: apiCall('/api/hospitals', { successBody: { id: 1 } }),
};

export const apiSuccessHandlers = Object.values(api).map((call) => call.success());
