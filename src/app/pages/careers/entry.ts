import type { PageMeta } from '@/app/page-contract';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { careersEntryMessages } from '@/app/pages/careers/careers-entry-messages';

export const careersEntry = {
  title: careersEntryMessages.title,
  description: careersEntryMessages.description,
  heading: careersEntryMessages.heading,
  dataFiles: () => [careerOpeningsPath],
} as const satisfies PageMeta;
