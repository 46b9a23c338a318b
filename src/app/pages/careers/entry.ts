import type { PageMeta } from '@/app/page-contract';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { careersMessages } from '@/app/pages/careers/careers-messages';

export const careersEntry = {
  title: careersMessages.title,
  description: careersMessages.description,
  heading: careersMessages.heading,
  dataFiles: () => [careerOpeningsPath],
} as const satisfies PageMeta;
