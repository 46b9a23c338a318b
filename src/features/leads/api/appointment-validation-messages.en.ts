export { APPOINTMENT_MESSAGES as en } from '@/features/leads/api/appointment-schema';
