import { vitalsStorageSuite } from './support/vitals-storage-suite';

// The same file runs on PostgreSQL as postgres-vitals-storage.test.ts.
vitalsStorageSuite();
