import { within } from 'storybook/test';
import { linkedCardClassName } from '@/design-system/card-link/card-title-link';

/** The rest of the card whose title link (design-system/card-link) is given: its price, badges and hints. */
export const cardOfTitleLink = (link: HTMLElement) => within(link.closest<HTMLElement>(`.${CSS.escape(linkedCardClassName ?? '')}`)!);
