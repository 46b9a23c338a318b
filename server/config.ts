import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LEAD_TARGETS, DEFAULT_WORKING_HOURS, parseWorkingHours, type LeadTargets, type WorkingHours } from '@/features/staff/api/lead-targets';
import {
  DEFAULT_BACKUP_LAG_WARN_SECONDS,
  DEFAULT_BACKUP_RETENTION_HOURS,
  DEFAULT_BACKUP_SYNC_INTERVAL_MS,
  DEFAULT_BACKUP_UPLOADS_INTERVAL_SECONDS,
  toBackupSettings,
  type BackupSettings,
} from './backup/backup-settings';
import { DEFAULT_BOT_LIMITS, type BotLimits } from './bots/submission-signals';
import { KEY_ID_PATTERN, type FieldKey } from './security/field-cipher';
import { decodeKey, defaultKeyId, type FieldKeySettings } from './security/field-keys';
import type { NotificationSettings } from './notify/lead-notifications';
import { DEFAULT_VITALS_SETTINGS, type VitalsSettings } from './vitals/vitals-settings';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

/** true/false, a hop count, or a comma list of trusted proxy addresses (Fastify's trustProxy). */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

const KEY_FORMAT = '32 random bytes in base64 (e.g. the output of `openssl rand -base64 32`)';
const KEY_ID_FORMAT = '1 to 32 letters, digits, "-" or "_"';

/** `id:base64` or a bare `base64` (its id is then its fingerprint), comma separated. */
function parseRetiredKeys(list: string, context: z.RefinementCtx): FieldKey[] {
  const keys: FieldKey[] = [];
  for (const entry of list.split(',').map((item) => item.trim()).filter(Boolean)) {
    const separator = entry.indexOf(':');
    const id = separator === -1 ? undefined : entry.slice(0, separator);
    const key = decodeKey(separator === -1 ? entry : entry.slice(separator + 1));
    if (!key || (id !== undefined && !KEY_ID_PATTERN.test(id))) {
      context.addIssue({ code: 'custom', message: `each entry must be id:key or key, where id is ${KEY_ID_FORMAT} and key is ${KEY_FORMAT}` });
      return z.NEVER;
    }
    keys.push({ id: id ?? defaultKeyId(key), key });
  }
  return keys;
}

/** Login and register: requests per IP (each route), and failed attempts per e-mail, within one window. */
export type AuthRateLimit = { ipMax: number; emailMax: number; windowMs: number };

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { ipMax: 30, emailMax: 5, windowMs: 15 * 60_000 };

/** Long enough for a load balancer probing every 2 s to see two failed /readyz answers. */
const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

/** Closed leads are erased this many days after they were closed (README, "What is kept, and for how long"). */
export const DEFAULT_LEAD_RETENTION_DAYS = 180;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform(parseOrigins)
    .refine((origins) => origins.every(isOrigin), 'CORS_ORIGINS must be a comma list of origins like https://www.example.com'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(DEFAULT_AUTH_RATE_LIMIT.ipMax),
  AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().positive().default(DEFAULT_AUTH_RATE_LIMIT.emailMax),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(DEFAULT_AUTH_RATE_LIMIT.windowMs),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // The same variable the site build reads; the pages' CSP must let them call that host.
  PUBLIC_API_BASE_URL: z.url().optional(),
  FIELD_ENCRYPTION_KEY: z
    .string()
    .transform((text, context) => decodeKey(text) ?? (context.addIssue({ code: 'custom', message: `must be ${KEY_FORMAT}` }), z.NEVER))
    .optional(),
  FIELD_ENCRYPTION_KEY_ID: z.string().regex(KEY_ID_PATTERN, `must be ${KEY_ID_FORMAT}`).optional(),
  FIELD_ENCRYPTION_RETIRED_KEYS: z.string().transform(parseRetiredKeys).default([]),
  DATABASE_URL: z
    .string()
    .refine((url) => /^postgres(ql)?:\/\//.test(url) && URL.canParse(url), 'DATABASE_URL must be a postgres:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LEAD_RETENTION_DAYS),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(DEFAULT_SHUTDOWN_DRAIN_MS),
  STAFF_NOTIFY_TO: z
    .string()
    .transform((list) => list.split(',').map((address) => address.trim()).filter(Boolean))
    .refine((addresses) => addresses.length > 0 && addresses.every((address) => z.email().safeParse(address).success), 'STAFF_NOTIFY_TO must be an e-mail address, or a comma list of them')
    .optional(),
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\//.test(url) && URL.canParse(url), 'SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587')
    .optional(),
  STAFF_NOTIFY_FROM: z.email('STAFF_NOTIFY_FROM must be an e-mail address').optional(),
  LEAD_TARGET_CALLBACK_MINUTES: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LEAD_TARGETS.callback),
  LEAD_TARGET_APPOINTMENT_MINUTES: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LEAD_TARGETS.appointment),
  LEAD_TARGET_CONTACT_MINUTES: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LEAD_TARGETS.contact),
  BOT_PHONE_CALLBACKS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BOT_LIMITS.phoneCallbacksPerHour),
  BOT_ADDRESS_LEADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BOT_LIMITS.addressLeadsPerHour),
  BOT_ADDRESS_SOFT_LEADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BOT_LIMITS.addressSoftLeadsPerHour),
  VITALS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_VITALS_SETTINGS.rateLimitMax),
  VITALS_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(DEFAULT_VITALS_SETTINGS.rollupIntervalMs),
  WORKING_HOURS: z
    .string()
    .transform((text, context) => parseWorkingHours(text) ?? (context.addIssue({ code: 'custom', message: 'WORKING_HOURS must be HH:MM-HH:MM in India time, the start before the end, like 08:00-20:00' }), z.NEVER))
    .default(DEFAULT_WORKING_HOURS),
  BACKUP_REPLICA: z.string().optional(),
  BACKUP_UPLOADS_DIR: z.string().optional(),
  BACKUP_SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_BACKUP_SYNC_INTERVAL_MS),
  BACKUP_UPLOADS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(DEFAULT_BACKUP_UPLOADS_INTERVAL_SECONDS),
  BACKUP_RETENTION_HOURS: z.coerce.number().int().min(24).max(24 * 366).default(DEFAULT_BACKUP_RETENTION_HOURS),
  BACKUP_LAG_WARN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(DEFAULT_BACKUP_LAG_WARN_SECONDS),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  /** Origin of a separate API host the site's pages call, added to the CSP's connect-src. */
  apiOrigin: string | undefined;
  rateLimit: { max: number; windowMs: number };
  authRateLimit: AuthRateLimit;
  trustProxy: boolean | number | string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Keys for the ID numbers encrypted at rest; without a current key one is generated into the data dir. */
  fieldEncryption: FieldKeySettings;
  /** PostgreSQL shared by every instance; SQLite in dataDir when absent. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Days after closing that a closed lead's personal data is erased by the daily retention job. */
  leadRetentionDays: number;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  /** E-mail the team about each new lead (kind, time, link; no personal data); off when STAFF_NOTIFY_TO is unset. */
  notifications: NotificationSettings | undefined;
  /** Working minutes to each kind of lead's target, and the working hours (India time) they are counted in. */
  leadTargets: { targets: LeadTargets; workingHours: WorkingHours };
  /** Callbacks per phone and leads per client address in an hour before the next is quarantined; past the soft limit, proof of work. */
  botLimits: BotLimits;
  /** Field speed beacons per minute per client address, and how often they are rolled up (docs/field-speed.md). */
  vitals: VitalsSettings;
  /** Litestream beside the server and uploads copied to BACKUP_REPLICA (SQLite only; docs/backups.md); off when unset. */
  backup: BackupSettings | undefined;
  /** A backup's recovery point is late when it is further behind than this (also read on PostgreSQL). */
  backupLagWarnSeconds: number;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the server's settings from the environment; blank variables count as unset. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  if (settings.FIELD_ENCRYPTION_KEY_ID && !settings.FIELD_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid server environment:\n  FIELD_ENCRYPTION_KEY_ID: set only together with FIELD_ENCRYPTION_KEY');
  }
  const currentKey = settings.FIELD_ENCRYPTION_KEY;
  const current = currentKey ? { id: settings.FIELD_ENCRYPTION_KEY_ID ?? defaultKeyId(currentKey), key: currentKey } : undefined;
  const clash = settings.FIELD_ENCRYPTION_RETIRED_KEYS.find(({ id, key }) => id === current?.id && !key.equals(current.key));
  if (clash) {
    throw new ConfigError(`Invalid server environment:\n  FIELD_ENCRYPTION_RETIRED_KEYS: the id "${clash.id}" is already the current key's id`);
  }
  if (Boolean(settings.STAFF_NOTIFY_TO) !== Boolean(settings.SMTP_URL)) {
    throw new ConfigError('Invalid server environment:\n  STAFF_NOTIFY_TO and SMTP_URL: set both to e-mail the team about new leads, or neither');
  }
  const dataDir = path.resolve(settings.DATA_DIR);
  const backup = settings.BACKUP_REPLICA ? backupSettingsOf(settings, dataDir) : undefined;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    staticDir: path.resolve(settings.STATIC_DIR),
    jwtSecret: settings.JWT_SECRET,
    corsOrigins: settings.CORS_ORIGINS,
    apiOrigin: settings.PUBLIC_API_BASE_URL ? new URL(settings.PUBLIC_API_BASE_URL).origin : undefined,
    rateLimit: { max: settings.RATE_LIMIT_MAX, windowMs: settings.RATE_LIMIT_WINDOW_MS },
    authRateLimit: {
      ipMax: settings.AUTH_RATE_LIMIT_IP_MAX,
      emailMax: settings.AUTH_RATE_LIMIT_EMAIL_MAX,
      windowMs: settings.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
    fieldEncryption: { current, retired: settings.FIELD_ENCRYPTION_RETIRED_KEYS },
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    leadRetentionDays: settings.LEAD_RETENTION_DAYS,
    shutdownDrainMs: settings.SHUTDOWN_DRAIN_MS,
    notifications:
      settings.STAFF_NOTIFY_TO && settings.SMTP_URL
        ? { to: settings.STAFF_NOTIFY_TO, smtpUrl: settings.SMTP_URL, from: settings.STAFF_NOTIFY_FROM }
        : undefined,
    leadTargets: {
      targets: {
        callback: settings.LEAD_TARGET_CALLBACK_MINUTES,
        appointment: settings.LEAD_TARGET_APPOINTMENT_MINUTES,
        contact: settings.LEAD_TARGET_CONTACT_MINUTES,
      },
      workingHours: settings.WORKING_HOURS,
    },
    botLimits: {
      phoneCallbacksPerHour: settings.BOT_PHONE_CALLBACKS_PER_HOUR,
      addressLeadsPerHour: settings.BOT_ADDRESS_LEADS_PER_HOUR,
      addressSoftLeadsPerHour: settings.BOT_ADDRESS_SOFT_LEADS_PER_HOUR,
    },
    vitals: { rateLimitMax: settings.VITALS_RATE_LIMIT_MAX, rollupIntervalMs: settings.VITALS_ROLLUP_INTERVAL_MS },
    backup,
    backupLagWarnSeconds: settings.BACKUP_LAG_WARN_SECONDS,
  };
}

/**
 * The keys never go into the replica (a stolen backup must not decrypt the ID numbers it holds), so with backups
 * on they come from the environment, kept somewhere else: a key generated into DATA_DIR would die with its disk.
 */
function backupSettingsOf(settings: z.infer<typeof envSchema>, dataDir: string): BackupSettings {
  const fail = (problems: string[]) => new ConfigError(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  if (settings.DATABASE_URL) throw fail(['BACKUP_REPLICA: SQLite only; PostgreSQL archives its own WAL (docs/backups.md, "PostgreSQL")']);
  const missingKeys = [!settings.JWT_SECRET && 'JWT_SECRET', !settings.FIELD_ENCRYPTION_KEY && 'FIELD_ENCRYPTION_KEY'].filter(Boolean);
  if (missingKeys.length > 0) {
    throw fail([
      `BACKUP_REPLICA: set ${missingKeys.join(' and ')} too, kept apart from the data and its replica (README, "Backups and restore"); to keep the ones generated so far, take them from ${path.join(dataDir, 'jwt-secret')} and ${path.join(dataDir, 'field-encryption-key')}`,
    ]);
  }
  const backup = toBackupSettings(
    {
      replica: settings.BACKUP_REPLICA ?? '',
      uploadsDir: settings.BACKUP_UPLOADS_DIR,
      syncIntervalMs: settings.BACKUP_SYNC_INTERVAL_MS,
      uploadsIntervalSeconds: settings.BACKUP_UPLOADS_INTERVAL_SECONDS,
      retentionHours: settings.BACKUP_RETENTION_HOURS,
      lagWarnSeconds: settings.BACKUP_LAG_WARN_SECONDS,
    },
    dataDir,
  );
  if (Array.isArray(backup)) throw fail(backup);
  return backup;
}
