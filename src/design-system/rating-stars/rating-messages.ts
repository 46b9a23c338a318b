import { en } from '@/design-system/rating-stars/rating-messages.en';
import { hi } from '@/design-system/rating-stars/rating-messages.hi';

/** The rating's spoken name and review count in the page's language. */
export const ratingMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
