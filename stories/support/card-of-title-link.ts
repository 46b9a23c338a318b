import { within } from 'storybook/test';

/** The rest of the card whose title link (design-system/card-link) is given: its price, badges and hints. */
export const cardOfTitleLink = (link: HTMLElement) => within(link.closest<HTMLElement>('.MuiCard-root')!);
