import { ASSESSMENT_MESSAGES } from '@/features/assessment/api/assessment-schema';

export const en = ASSESSMENT_MESSAGES;
