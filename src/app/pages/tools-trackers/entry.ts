import type { PageMeta } from '@/app/page-contract';
import { toolsTrackersMessages } from '@/app/pages/tools-trackers/tools-trackers-messages';

export const toolsTrackersEntry = {
  title: toolsTrackersMessages.title,
  description: toolsTrackersMessages.description,
  heading: toolsTrackersMessages.heading,
} as const satisfies PageMeta;
