import { vitalsBeaconSuite } from './support/vitals-beacon-suite';

// POST /api/vitals on PostgreSQL: the cases of vitals-beacons.test.ts (the server-postgres project runs postgres-*).
vitalsBeaconSuite();
