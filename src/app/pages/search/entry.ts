import type { PageMeta } from '@/app/page-contract';
import { searchPageMessages } from '@/app/pages/search/search-page-messages';

export const searchEntry = {
  title: searchPageMessages.title,
  description: searchPageMessages.description,
  heading: searchPageMessages.heading,
  // The shell is prerendered; the results depend on the query and render in the browser.
  indexed: false,
} as const satisfies PageMeta;
