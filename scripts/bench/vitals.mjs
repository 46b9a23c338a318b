// The field speed API's section of the bench (issue 42): POST /api/vitals under load and the 28-day report over
// ten million views, each engine on a store of its own.
import { benchStorage } from './bench-storage.mjs';
import { beaconMix, measureBeacons } from './vitals-beacons.mjs';
import { measureReportAtScale } from './vitals-scale.mjs';

/** `views`: how many views the report at scale reads (the ten million; fewer for a quick look). */
export async function measureVitals({ engines, seconds, connections, views, staticDir, cleanups, step }) {
  const beacons = await beaconMix();
  const measured = [];
  for (const engine of engines) {
    const loadStore = await benchStorage(engine, 'vitals-beacons', cleanups);
    const load = await measureBeacons(loadStore, beacons, { seconds, connections, staticDir, cleanups, step });
    await loadStore.stop();
    const scaleStore = await benchStorage(engine, 'vitals-report', cleanups);
    const atScale = await measureReportAtScale(scaleStore, views, { staticDir, cleanups, step });
    await scaleStore.stop();
    measured.push({ engine, label: loadStore.label, beacons: load, reportAtScale: atScale });
  }
  return { seconds, connections, beaconsInMix: beacons.length, views, engines: measured };
}
