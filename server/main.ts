import { buildApp } from './app';
import { ConfigError, loadServerConfig } from './config';
import { hasSiteBuild } from './http/static-site';

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Host, port and database name; never the password. */
function describeDatabase(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}${port ? `:${port}` : ''}${pathname}`;
}

async function main(): Promise<void> {
  const config = loadServerConfig();
  const servesSite = hasSiteBuild(config.staticDir);
  const app = await buildApp({
    dataDir: config.dataDir,
    staticDir: servesSite ? config.staticDir : undefined,
    jwtSecret: config.jwtSecret,
    rateLimit: config.rateLimit,
    authRateLimit: config.authRateLimit,
    corsOrigins: config.corsOrigins,
    apiOrigin: config.apiOrigin,
    trustProxy: config.trustProxy,
    fieldKeys: config.fieldEncryption,
    databaseUrl: config.databaseUrl,
    databasePoolSize: config.databasePoolSize,
    leadRetentionDays: config.leadRetentionDays,
    leadTargets: config.leadTargets,
    botLimits: config.botLimits,
    vitals: config.vitals,
    notifications: config.notifications,
    backup: config.backup,
    backupLagWarnSeconds: config.backupLagWarnSeconds,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // SIGTERM is how orchestrators stop an instance: /readyz turns 503 at once, requests are still served
  // while the load balancer notices, then the server closes. Ctrl-C (SIGINT) stops at once.
  process.once('SIGTERM', () => {
    app.beginShutdown();
    if (config.shutdownDrainMs > 0) app.log.info(`SIGTERM: draining for ${config.shutdownDrainMs} ms before closing`);
    setTimeout(close, config.shutdownDrainMs);
  });
  process.once('SIGINT', close);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${displayHost(config.host)}:${port}`;
  console.log(
    [
      `Healvia is running at ${url}`,
      `  port:     ${port}`,
      `  data dir: ${config.dataDir}`,
      `  storage:  ${config.databaseUrl ? `PostgreSQL at ${describeDatabase(config.databaseUrl)}` : 'SQLite in the data dir'}`,
      `  backup:   ${config.backup ? `Litestream to ${config.backup.replicaLabel}, uploads to ${config.backup.uploadsDir}` : config.databaseUrl ? "PostgreSQL's WAL archive (GET /healthz/backup)" : 'off (no BACKUP_REPLICA)'}`,
      `  site:     ${servesSite ? config.staticDir : `not built (no ${config.staticDir}/index.html) — serving the API only`}`,
      `  API docs: ${url}/api/openapi.json`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
