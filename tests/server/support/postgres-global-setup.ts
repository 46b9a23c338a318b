import type { TestProject } from 'vitest/node';
import { startCluster } from '../../../scripts/postgres/throwaway-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the run's throwaway PostgreSQL cluster; tests create their own databases on it. */
    postgresAdminUrl: string;
  }
}

/** One throwaway cluster for the whole `server-postgres` run, removed when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
