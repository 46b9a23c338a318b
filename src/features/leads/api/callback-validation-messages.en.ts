export { CALLBACK_MESSAGES as en } from '@/features/leads/api/callback-schema';
