import { en } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages.en';
import { hi } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages.hi';

/** The blood pressure monitor page's text in the page's language. */
export const bloodPressureMonitorMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
