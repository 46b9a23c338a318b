import type { PageMeta } from '@/app/page-contract';
import { contactMessages } from '@/app/pages/contact/contact-messages';

export const contactEntry = {
  title: contactMessages.title,
  description: contactMessages.description,
  heading: contactMessages.heading,
} as const satisfies PageMeta;
