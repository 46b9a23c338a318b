import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/report-time-messages.en';

/** "Reports within 24 hours", "Reports in 24-48 Hours", "Report in 2 days" and the like; the number and its unit. */
const REPORT_WITHIN = /^reports?\s+(?:in|within)\s+(\d+(?:\s*[-–]\s*\d+)?)\s*(hrs?|hours?|days?|mins?|minutes?)\.?$/i;

const units: Readonly<Record<string, string>> = { h: 'घंटे', d: 'दिन', m: 'मिनट' };

export const hi = {
  // The data files' report times follow a few patterns; anything else is the record's own text.
  reportTime: (text: string) => {
    const trimmed = text.trim();
    if (/^reports? after each scan\.?$/i.test(trimmed)) return 'हर स्कैन के बाद रिपोर्ट';
    const match = REPORT_WITHIN.exec(trimmed);
    if (!match) return text;
    const [, amount = '', unit = ''] = match;
    return `${amount.replace(/\s*[-–]\s*/, '-')} ${units[unit[0]!.toLowerCase()] ?? unit} में रिपोर्ट`;
  },
} satisfies Messages<typeof en>;
