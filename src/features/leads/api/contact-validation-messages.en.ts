export { CONTACT_MESSAGES as en } from '@/features/leads/api/contact-schema';
