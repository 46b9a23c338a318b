import { loadServerConfig } from '../config';
import { createFieldCipher } from '../security/field-cipher';
import { loadFieldKeyring } from '../security/field-keys';
import type { StorageEngine } from '../storage/engines/storage-engine';
import { openStorage } from '../storage/open-storage';
import { createStores, type Stores } from '../storage/stores';

export type Output = { out: (text: string) => void; err: (text: string) => void };

/** Opens the server's storage (DATA_DIR or DATABASE_URL) with the same keys, runs `work`, and always closes it. `clock`: the stores' time (tests move it). */
export async function withStores<T>(
  env: NodeJS.ProcessEnv,
  output: Output,
  work: (opened: { engine: StorageEngine; dataDir: string; stores: Stores }) => Promise<T>,
  clock: () => number = Date.now,
): Promise<T> {
  const config = loadServerConfig(env);
  const cipher = createFieldCipher(loadFieldKeyring(config.dataDir, config.fieldEncryption));
  const engine = await openStorage(config, (message) => output.err(`${message}\n`));
  try {
    return await work({ engine, dataDir: config.dataDir, stores: createStores(engine, cipher, clock) });
  } finally {
    await engine.close();
  }
}
