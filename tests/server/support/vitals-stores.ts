import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFieldCipher } from '../../../server/security/field-cipher';
import { loadFieldKeyring } from '../../../server/security/field-keys';
import type { StorageEngine } from '../../../server/storage/engines/storage-engine';
import { openStorage } from '../../../server/storage/open-storage';
import { createStores, type Stores } from '../../../server/storage/stores';
import { createTestDatabase } from './postgres-test-database';
import { TEST_FIELD_KEYS, testEngine } from './test-database';

export type OpenedStores = { engine: StorageEngine; stores: Stores; databaseUrl: string | undefined; close: () => Promise<void> };

/** The stores on a fresh database of the run's engine, without a server: what a second instance or the CLI opens. */
export async function openTestStores(clock: () => number, databaseUrl?: string): Promise<OpenedStores> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-vitals-'));
  const database = testEngine === 'postgres' && !databaseUrl ? await createTestDatabase() : undefined;
  const url = databaseUrl ?? database?.url;
  const engine = await openStorage({ dataDir, databaseUrl: url }, (message) => {
    throw new Error(message);
  });
  const cipher = createFieldCipher(loadFieldKeyring(dataDir, TEST_FIELD_KEYS));
  return {
    engine,
    stores: createStores(engine, cipher, clock),
    databaseUrl: url,
    close: async () => {
      await engine.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
