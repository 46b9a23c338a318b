import { existsSync, mkdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BackupSettings } from './backup/backup-settings';
import { startBackups } from './backup/start-backups';
import { createBotGuard } from './bots/bot-guard';
import { DEFAULT_BOT_LIMITS, type BotLimits } from './bots/submission-signals';
import { ConfigError, DEFAULT_AUTH_RATE_LIMIT, DEFAULT_LEAD_RETENTION_DAYS, type AuthRateLimit } from './config';
import { registerBackupRoutes } from './http/backup-routes';
import { registerErrorHandling } from './http/error-handler';
import { registerHealthRoutes } from './http/health-routes';
import { registerJsonBodyParser } from './http/json-body';
import { logSerializers } from './http/log-serializers';
import { registerSecurity } from './http/security';
import { createSharedRateLimitStore } from './http/shared-rate-limit-store';
import { PRECOMPRESSED_MIN_BYTES } from './http/precompressed-files';
import { hasSiteBuild, registerStaticSite } from './http/static-site';
import { registerStaffConsole } from './http/staff-console';
import { registerLeadRetention } from './jobs/register-lead-retention';
import { createLeadNotifications, type LeadNotificationOptions } from './notify/lead-notifications';
import { startLiveFeed, type LiveFeedSettings } from './live/live-feed';
import { registerOpenApiRoute } from './openapi';
import { registerAssessmentRoutes } from './routes/assessment-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerFormTokenRoutes } from './routes/form-token-routes';
import { registerLeadRoutes } from './routes/lead-routes';
import { registerOnboardingRoutes } from './routes/onboarding-routes';
import { registerStaffAdminRoutes } from './routes/staff-admin-routes';
import { registerStaffEnrolmentRoutes } from './routes/staff-enrolment-routes';
import { registerStaffLeadExportRoutes } from './routes/staff-lead-export-routes';
import { registerStaffLeadListRoutes } from './routes/staff-lead-list-routes';
import { registerStaffLeadRoutes } from './routes/staff-lead-routes';
import { registerStaffLeadEventsRoutes } from './routes/staff-lead-events-routes';
import { registerStaffQuarantineRoutes } from './routes/staff-quarantine-routes';
import { registerStaffRegistrationRoutes } from './routes/staff-registration-routes';
import { registerStaffSessionRoutes } from './routes/staff-session-routes';
import { registerStaffSignInRoutes } from './routes/staff-sign-in-routes';
import { createSaveOnce } from './routes/save-once';
import { createFieldCipher } from './security/field-cipher';
import { createRequestFingerprints } from './security/request-fingerprint';
import { loadFieldKeyring, type FieldKeySettings } from './security/field-keys';
import { loadOrCreateJwtSecret } from './security/jwt-secret';
import { createTokenService } from './security/tokens';
import { registerStaffGuard } from './staff/staff-guard';
import { createStaffSecurity } from './staff/staff-security';
import { encryptStoredIds, type StoredIdsPass } from './storage/encrypt-stored-ids';
import type { LeadTargetSettings } from './storage/lead-inbox';
import { openStorage, type StorageSettings } from './storage/open-storage';
import { reencryptStaffSecrets } from './storage/reencrypt-staff-secrets';
import { createStores, uploadsDirOf } from './storage/stores';
import { registerVitals } from './vitals/register-vitals';
import { DEFAULT_VITALS_SETTINGS, type VitalsSettings } from './vitals/vitals-settings';

export type AppOptions = StorageSettings & {
  /** Holds the SQLite database (without databaseUrl), the key files and uploads/. */
  dataDir: string;
  /** The production build to serve (index.html + static/); omit for an API-only server. */
  staticDir?: string;
  /** At least 32 characters; when absent one is generated once and kept in dataDir. */
  jwtSecret?: string;
  /** Per client IP and route, on every POST route but login and register. Defaults to 30 per minute. */
  rateLimit?: { max: number; windowMs: number };
  /** Login and register: 30 requests per IP and 5 failures per e-mail in 15 minutes by default. */
  authRateLimit?: AuthRateLimit;
  /** Origins allowed to call the API from another host; none by default. */
  corsOrigins?: string[];
  /** A separate API host the served pages call (allowed in the CSP's connect-src). */
  apiOrigin?: string;
  trustProxy?: boolean | number | string[];
  /** Keys for the ID numbers encrypted at rest; by default a key generated once into dataDir. */
  fieldKeys?: FieldKeySettings;
  /** Pino logging; off unless asked for. A stream receives the JSON lines instead of stdout. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** The time the staff console goes by (sessions, sign-in codes, enrolment links, audit entries); tests move it. */
  clock?: () => number;
  /** The live lead feed's heartbeat (each re-checks the streams' sessions) and reconnect hint; tests shorten them. */
  liveFeed?: LiveFeedSettings;
  /** E-mail the team about each new lead (STAFF_NOTIFY_TO through SMTP_URL); none when absent. */
  notifications?: LeadNotificationOptions;
  /** Closed leads are erased this many days after closing, by a daily job (LEAD_RETENTION_DAYS); 180 by default. */
  leadRetentionDays?: number;
  /** Working minutes to each kind of lead's target and the working hours they count in; 30/120/720, 08:00–20:00 IST by default. */
  leadTargets?: LeadTargetSettings;
  /** The bot signals' hourly limits (BOT_*_PER_HOUR); 3 callbacks per phone, 20 and 5 (soft) leads per address by default. */
  botLimits?: BotLimits;
  /** The field speed beacons' rate limit and roll-up interval (VITALS_*); 120 a minute and every minute by default. */
  vitals?: VitalsSettings;
  /** Litestream beside the server and uploads copied to a replica (BACKUP_*, SQLite only); no backup when absent. */
  backup?: BackupSettings;
  /** GET /healthz/backup calls a replica late past this, and the log says so (BACKUP_LAG_WARN_SECONDS); 60 by default. */
  backupLagWarnSeconds?: number;
};

const JSON_BODY_LIMIT_BYTES = 128 * 1024;

/** Uploads wait in uploads/.incoming until their record commits; leftovers of a crash are cleared here. */
function prepareUploadDirs(dataDir: string): string {
  const incomingDir = path.join(uploadsDirOf(dataDir), '.incoming');
  rmSync(incomingDir, { recursive: true, force: true });
  mkdirSync(incomingDir, { recursive: true, mode: 0o700 });
  return incomingDir;
}

/** The real path of a directory that may not exist yet: its nearest existing ancestor's, resolved. */
function realPathOf(directory: string): string {
  const parent = path.dirname(directory);
  if (existsSync(directory) || parent === directory) return realpathSync(directory);
  return path.join(realPathOf(parent), path.basename(directory));
}

/** Compares real paths, so a symlink cannot put the data dir inside the served build. */
function assertDataDirNotServed(dataDir: string, staticDir: string): void {
  const [data, site] = [realPathOf(dataDir), realPathOf(staticDir)];
  if ((data + path.sep).startsWith(site + path.sep)) {
    throw new Error(`DATA_DIR (${dataDir}) must not lie inside STATIC_DIR (${staticDir}): uploads would be public`);
  }
}

function describePass(pass: StoredIdsPass): string | undefined {
  if (pass.encrypted + pass.reencrypted + pass.unreadable === 0) return undefined;
  const unreadable = pass.unreadable > 0 ? `; ${pass.unreadable} unreadable (key ids: ${pass.unreadableKeyIds.join(', ') || 'none, altered values'})` : '';
  return `Stored ID numbers: ${pass.encrypted} clear-text values encrypted, ${pass.reencrypted} moved to the current key${unreadable}`;
}

/** Fastify accepts a hop count at run time but types only a predicate; this is that predicate. */
function toTrustProxySetting(setting: boolean | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Instances sharing a database must share the secrets too; one generated per machine would not be. */
function assertSharedSecrets(options: AppOptions): void {
  if (!options.databaseUrl) return;
  const missing = [!options.jwtSecret && 'JWT_SECRET', !options.fieldKeys?.current && 'FIELD_ENCRYPTION_KEY'].filter(Boolean);
  if (missing.length > 0) {
    throw new ConfigError(
      `With DATABASE_URL set, ${missing.join(' and ')} must be set too: every instance sharing the database must use the same ${missing.length > 1 ? 'values' : 'value'}`,
    );
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  assertSharedSecrets(options);
  const dataDir = path.resolve(options.dataDir);
  const staticDir = hasSiteBuild(options.staticDir) ? path.resolve(options.staticDir) : undefined;
  if (staticDir) assertDataDirNotServed(dataDir, staticDir);
  const rateLimit = options.rateLimit ?? { max: 30, windowMs: 60_000 };
  const keyring = loadFieldKeyring(dataDir, options.fieldKeys ?? { retired: [] });
  const cipher = createFieldCipher(keyring);
  const clock = options.clock ?? Date.now;
  const incomingDir = prepareUploadDirs(dataDir);
  const app = Fastify({
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers } : false,
    trustProxy: toTrustProxySetting(options.trustProxy ?? false),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: 60_000,
  });
  let stopBackups = async () => {};
  // Added before the engine's hook, so it runs after it: Litestream copies the last writes, then stops.
  app.addHook('onClose', () => stopBackups());
  try {
    const engine = await openStorage({ ...options, dataDir }, (message) => app.log.warn(message));
    app.addHook('onClose', () => engine.close());
    const backups = await startBackups(app.log, engine, { dataDir, databaseUrl: options.databaseUrl, settings: options.backup, lagWarnSeconds: options.backupLagWarnSeconds });
    stopBackups = backups.stop;
    const pass = await encryptStoredIds(engine, cipher);
    const passReport = describePass(pass);
    if (passReport) app.log[pass.unreadable > 0 ? 'warn' : 'info'](passReport);
    const staffPass = await reencryptStaffSecrets(engine, cipher);
    if (staffPass.reencrypted + staffPass.unreadable > 0) {
      app.log[staffPass.unreadable > 0 ? 'warn' : 'info'](
        `Staff TOTP keys: ${staffPass.reencrypted} moved to the current key; ${staffPass.unreadable} unreadable (those staff need npm run staff -- reset-2fa)`,
      );
    }
    const stores = createStores(engine, cipher, clock, options.leadTargets);
    const context = {
      stores,
      tokens: createTokenService(options.jwtSecret ?? loadOrCreateJwtSecret(dataDir)),
      rateLimit,
      authRateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
      incomingDir,
      saveOnce: createSaveOnce(createRequestFingerprints(keyring)),
      staffSecurity: createStaffSecurity(keyring, clock),
      // The wall clock, not the staff console's: a form token's age is the visitor's time, whatever tests do to sessions.
      botGuard: createBotGuard(keyring, stores.botSignals, options.botLimits ?? DEFAULT_BOT_LIMITS, Date.now),
    };
    const notifications = options.notifications && createLeadNotifications(engine.db, options.notifications, app.log);
    if (notifications) {
      context.stores.leadInbox.onArrival(notifications.enqueueWithin);
      context.stores.leadInbox.onCommitted(notifications.nudge);
      // onClose hooks run last-added first: the worker stops before the engine closes.
      app.addHook('onClose', () => notifications.stop());
    }
    const warn = (message: string) => app.log.warn(message);
    const rateLimitCounts = createSharedRateLimitStore(stores.rateLimitWindows, warn);
    app.addHook('onClose', async () => rateLimitCounts.close());
    const liveFeed = await startLiveFeed({ engine, stores: context.stores, databaseUrl: options.databaseUrl, clock, warn }, options.liveFeed);
    // Before the server closes: open streams would keep it waiting.
    app.addHook('preClose', () => liveFeed.close());
    registerErrorHandling(app, { serveSite: staticDir !== undefined, isStorageUnavailable: engine.isUnavailable });
    registerJsonBodyParser(app);
    await registerSecurity(app, {
      corsOrigins: options.corsOrigins ?? [],
      apiOrigin: options.apiOrigin,
      rateLimit,
      rateLimitStore: rateLimitCounts.Store,
      rateLimitKey: context.botGuard.addressKeyOf,
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: PRECOMPRESSED_MIN_BYTES,
      // Quality 11 (the default) costs tens of milliseconds per response; 5 keeps most of the gain. The build's
      // files come compressed at 11 (scripts/compress-build.ts).
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });

    registerHealthRoutes(app, { engine });
    registerBackupRoutes(app, { monitor: backups.monitor, guard: context });
    registerFormTokenRoutes(app, context);
    registerLeadRoutes(app, context);
    registerAuthRoutes(app, context);
    registerAssessmentRoutes(app, context);
    registerOnboardingRoutes(app, context);
    // The guard first: it checks, as each staff route is added, that the route table lists it.
    registerStaffGuard(app, context);
    registerStaffEnrolmentRoutes(app, context);
    registerStaffSignInRoutes(app, context);
    registerStaffSessionRoutes(app, context);
    registerStaffAdminRoutes(app, context);
    registerStaffLeadListRoutes(app, context);
    registerStaffLeadExportRoutes(app, context);
    registerStaffLeadRoutes(app, context);
    registerStaffLeadEventsRoutes(app, liveFeed);
    registerStaffRegistrationRoutes(app, context);
    registerStaffQuarantineRoutes(app, context);
    registerVitals(app, context, options.vitals ?? DEFAULT_VITALS_SETTINGS, clock);
    registerOpenApiRoute(app);
    registerLeadRetention(app, { engine, auditLog: context.stores.auditLog, clock, days: options.leadRetentionDays ?? DEFAULT_LEAD_RETENTION_DAYS });
    if (staticDir) {
      await registerStaticSite(app, staticDir);
      registerStaffConsole(app, staticDir);
    }
    await app.ready();
    notifications?.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
