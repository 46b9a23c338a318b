import type { VitalsDevice } from '@/lib/vitals/vitals-metrics';

/** Tablets that say so, or whose agent names a tablet-only line (Kindle Fire's Silk, BlackBerry PlayBook). */
const TABLET = /iPad|Tablet|Kindle|Silk\/|PlayBook/i;
/**
 * Phones: "Mobile" is how Android phones differ from Android tablets (Chrome, Samsung Internet, UC, Firefox's
 * "Mobile;"), and iPhones, KaiOS feature phones and Opera Mini carry it or their own name.
 */
const PHONE = /Mobi|iPhone|iPod|Opera Mini|Windows Phone|BlackBerry|BB10|KAIOS/i;

/**
 * The Chrome UX Report's form factor, from the User-Agent header alone; the agent itself is never kept. An iPad
 * asking for the desktop site (iPadOS's default) sends a Mac's agent and counts as a desktop, as a phone asking
 * for the desktop site does: the page it got is the desktop one. No agent at all counts as a desktop too.
 */
export function deviceClassOf(userAgent: string | undefined): VitalsDevice {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  if (/Android/i.test(userAgent)) return 'tablet';
  return 'desktop';
}
