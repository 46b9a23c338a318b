import { CREDENTIALS_MESSAGES } from '@/features/auth/api/credentials-schema';

export const en = CREDENTIALS_MESSAGES;
