// Laboratory beside the field (issue 42, item 5): the bench's own page loads and interactions go the way a
// visitor's view goes — buildVitalsBeacon (route pattern, language, rounding, ratings, selectors normalised), the
// server's schema, the stored row, rollUpViews, buildVitalsReport — so a bench p75 and a field p75 come from one
// piece of code. Run by vitals-lab.mjs with tsx; reads { views: [{ url, device, navigationType, metrics,
// attribution }] } on stdin and prints the report of today's window, every row shown however few its views.
import { readFileSync } from 'node:fs';
import { dayInIndia } from '@/lib/india-time';
import { buildVitalsBeacon, type VitalsViewRecord } from '@/lib/vitals/build-vitals-beacon';
import { vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';
import type { VitalsDevice } from '@/lib/vitals/vitals-metrics';
import { buildVitalsReport, vitalsWindow } from '@/lib/vitals/vitals-report';
import { rollUpViews } from '@/lib/vitals/vitals-rollup';
import { toVitalsView, toVitalsViewRow, type StoredVitalsView } from '../../server/storage/vitals-views';

type LabView = VitalsViewRecord & { device: VitalsDevice };

const { views } = JSON.parse(readFileSync(0, 'utf8')) as { views: LabView[] };
const today = dayInIndia(Date.now());

const stored = views.flatMap(({ device, ...record }) => {
  const beacon = buildVitalsBeacon(record);
  return beacon ? [toVitalsView(toVitalsViewRow(vitalsBeaconSchema.parse(beacon), device, today) as StoredVitalsView)] : [];
});
// A lab run is a handful of views per route: none is too few to show.
console.log(JSON.stringify(buildVitalsReport(rollUpViews(stored), vitalsWindow(today, 1), 1)));
