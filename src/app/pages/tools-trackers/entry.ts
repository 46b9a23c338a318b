import type { PageMeta } from '@/app/page-contract';
import { toolsTrackersEntryMessages } from '@/app/pages/tools-trackers/tools-trackers-entry-messages';

export const toolsTrackersEntry = {
  title: toolsTrackersEntryMessages.title,
  description: toolsTrackersEntryMessages.description,
  heading: toolsTrackersEntryMessages.heading,
} as const satisfies PageMeta;
