export type ThrowawayCluster = {
  /** postgres://postgres@127.0.0.1:PORT/postgres — the superuser on the maintenance database. */
  adminUrl: string;
  port: number;
  /** The cluster's data dir, also its Unix socket dir; removed by stop(). */
  dataDir: string;
  /** The URL of a database on this cluster (created or not). */
  databaseUrl: (name: string) => string;
  /** Creates an empty database and returns its URL. Names: lower-case letters, digits and "_". */
  createDatabase: (name: string) => Promise<string>;
  /** Drops the database, closing its open connections first. */
  dropDatabase: (name: string) => Promise<void>;
  /** A crash: `pg_ctl -m immediate stop` (no checkpoint; the next start recovers from the WAL). */
  kill: () => Promise<void>;
  /** Starts the server again on the same data dir and port. */
  restart: () => Promise<void>;
  /** Stops the server when it runs and removes the data dir. */
  stop: () => Promise<void>;
};

export declare function findBinDir(): string;
export declare function freePort(): Promise<number>;
/** `settings`: more postgresql.conf lines, in place from the first start. */
export declare function startCluster(options?: { port?: number; settings?: string[] }): Promise<ThrowawayCluster>;
