import { en } from '@/app/pages/tools-trackers/tools-trackers-messages.en';
import { hi } from '@/app/pages/tools-trackers/tools-trackers-messages.hi';

/** The tools and trackers page's text in the page's language. */
export const toolsTrackersMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
