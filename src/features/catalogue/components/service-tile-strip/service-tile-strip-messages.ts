import { en } from '@/features/catalogue/components/service-tile-strip/service-tile-strip-messages.en';
import { hi } from '@/features/catalogue/components/service-tile-strip/service-tile-strip-messages.hi';

/** The service tile strip's text in the page's language. */
export const serviceTileStripMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
