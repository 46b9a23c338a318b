import { apiBaseUrl } from '@/lib/api-config';
import { buildVitalsBeacon, type VitalsViewRecord } from '@/lib/vitals/build-vitals-beacon';
import { VITALS_PATH } from '@/lib/vitals/vitals-endpoint';

/** The Network Information API, where the browser has it (Chromium); TypeScript's DOM library does not describe it. */
type WithConnection = Navigator & { connection?: { effectiveType?: string } };

/** Chrome 59–80 throws on a Blob typed `application/json` (crbug.com/490015); a browser without sendBeacon has none. */
function beaconSent(url: string, json: string): boolean {
  try {
    return navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' })) ?? false;
  } catch {
    return false;
  }
}

/**
 * Sends one view's beacon, if it has a metric: with sendBeacon, which outlives the page, or a keepalive fetch where
 * the browser has no sendBeacon, refuses it (its queue full) or throws. The fetch sends no cookie; sendBeacon has no
 * way not to, and the server reads none.
 */
export function sendVitalsView(view: VitalsViewRecord): void {
  const beacon = buildVitalsBeacon(view, (navigator as WithConnection).connection?.effectiveType);
  if (!beacon) return;
  const url = `${apiBaseUrl}${VITALS_PATH}`;
  const json = JSON.stringify(beacon);
  if (beaconSent(url, json)) return;
  void fetch(url, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
