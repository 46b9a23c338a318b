// A throwaway store for one part of the bench on one engine: a data dir, and on PostgreSQL a database of a fresh
// throwaway cluster; the server's environment to reach it and a way to run a query on it with the server stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startCluster } from '../postgres/throwaway-cluster.mjs';
import { ENGINE_LABELS } from './api-bench.mjs';

// PostgreSQL mode generates no secrets of its own (every instance must share them); throwaway ones here.
const POSTGRES_SECRETS = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

/**
 * `engine`: 'sqlite' or 'postgres'. Resolves to { engine, label, dataDir, databaseUrl, env, query, stop }: `env` for the
 * server and the CLI (DATA_DIR always; DATABASE_URL and the shared secrets on PostgreSQL), `query(sql)` the rows of
 * one statement. `cleanups` receives what must go if the bench is interrupted.
 */
export async function benchStorage(engine, name, cleanups) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `healvia-bench-${name}-`));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === 'sqlite') {
    const query = async (sql) => {
      const db = new Database(path.join(dataDir, 'healvia.sqlite'), { fileMustExist: true });
      try {
        const statement = db.prepare(sql);
        return statement.reader ? statement.all() : (statement.run(), []);
      } finally {
        db.close();
      }
    };
    return { engine, label: ENGINE_LABELS[engine], dataDir, databaseUrl: undefined, env: { DATA_DIR: dataDir }, query, stop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const cluster = await startCluster();
  cleanups.push(cluster.stop);
  const databaseUrl = await cluster.createDatabase(name.replace(/-/g, '_'));
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { engine, label: ENGINE_LABELS[engine], dataDir, databaseUrl, env: { ...POSTGRES_SECRETS, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, query, stop };
}
