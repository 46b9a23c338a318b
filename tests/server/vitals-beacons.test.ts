import { vitalsBeaconSuite } from './support/vitals-beacon-suite';

// The same file runs on PostgreSQL as postgres-vitals-beacons.test.ts.
vitalsBeaconSuite();
