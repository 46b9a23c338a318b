import { en } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-entry-messages.en';
import { hi } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const bloodPressureMonitorEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
