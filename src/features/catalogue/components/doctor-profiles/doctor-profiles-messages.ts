import { en } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages.en';
import { hi } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages.hi';

/** The doctor profiles' text in the page's language. */
export const doctorProfilesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
