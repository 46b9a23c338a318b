import type { PageMeta } from '@/app/page-contract';
import { aboutMessages } from '@/app/pages/about/about-messages';

export const aboutEntry = {
  title: aboutMessages.title,
  description: aboutMessages.description,
  heading: aboutMessages.heading,
} as const satisfies PageMeta;
