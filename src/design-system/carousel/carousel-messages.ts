import { en } from '@/design-system/carousel/carousel-messages.en';
import { hi } from '@/design-system/carousel/carousel-messages.hi';

/** The carousel's own text (control names, slide and position texts) in the page's language. */
export const carouselMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
