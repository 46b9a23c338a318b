import type { PageMeta } from '@/app/page-contract';
import { authPageMessages } from '@/app/pages/auth/auth-page-messages';

export const authEntry = {
  title: authPageMessages.title,
  description: authPageMessages.description,
  heading: authPageMessages.heading,
} as const satisfies PageMeta;
