import { loadServerConfig } from '../config';
import { createFieldCipher } from '../security/field-cipher';
import { loadFieldKeyring } from '../security/field-keys';
import { openDatabase, type Db } from '../storage/database';
import { createStores, type Stores } from '../storage/stores';

export type Output = { out: (text: string) => void; err: (text: string) => void };

/** Opens DATA_DIR's database with the same keys the server uses, runs `work`, and always closes it. */
export function withStores<T>(env: NodeJS.ProcessEnv, work: (opened: { db: Db; dataDir: string; stores: Stores }) => T): T {
  const { dataDir, fieldEncryption } = loadServerConfig(env);
  const cipher = createFieldCipher(loadFieldKeyring(dataDir, fieldEncryption));
  const db = openDatabase(dataDir);
  try {
    return work({ db, dataDir, stores: createStores(db, dataDir, cipher) });
  } finally {
    db.close();
  }
}
