import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../../server/config';

describe('loadServerConfig', () => {
  it('falls back to the documented defaults, treating blank variables as unset', () => {
    expect(loadServerConfig({ PORT: '', CORS_ORIGINS: ' ' })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      staticDir: path.resolve('dist'),
      jwtSecret: undefined,
      corsOrigins: [],
      apiOrigin: undefined,
      rateLimit: { max: 30, windowMs: 60_000 },
      authRateLimit: { ipMax: 30, emailMax: 5, windowMs: 900_000 },
      trustProxy: false,
      logLevel: 'info',
      fieldEncryption: { current: undefined, retired: [] },
      databaseUrl: undefined,
      databasePoolSize: 10,
      leadRetentionDays: 180,
      shutdownDrainMs: 5_000,
      leadTargets: { targets: { callback: 30, appointment: 120, contact: 720 }, workingHours: { startMinute: 480, endMinute: 1200 } },
      botLimits: { phoneCallbacksPerHour: 3, addressLeadsPerHour: 20, addressSoftLeadsPerHour: 5 },
      vitals: { rateLimitMax: 120, rollupIntervalMs: 60_000 },
      backup: undefined,
      backupLagWarnSeconds: 60,
    });
  });

  it('reads the field speed beacons’ rate limit and roll-up interval, and refuses values out of range', () => {
    expect(loadServerConfig({ VITALS_RATE_LIMIT_MAX: '100000', VITALS_ROLLUP_INTERVAL_MS: '5000' }).vitals).toEqual({ rateLimitMax: 100_000, rollupIntervalMs: 5_000 });
    for (const env of [{ VITALS_RATE_LIMIT_MAX: '0' }, { VITALS_RATE_LIMIT_MAX: 'many' }, { VITALS_ROLLUP_INTERVAL_MS: '10' }, { VITALS_ROLLUP_INTERVAL_MS: '86400000' }]) {
      expect(() => loadServerConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('reads the lead targets and working hours', () => {
    const { leadTargets } = loadServerConfig({
      LEAD_TARGET_CALLBACK_MINUTES: '15',
      LEAD_TARGET_APPOINTMENT_MINUTES: '60',
      LEAD_TARGET_CONTACT_MINUTES: '1440',
      WORKING_HOURS: '09:30-18:00',
    });
    expect(leadTargets).toEqual({ targets: { callback: 15, appointment: 60, contact: 1440 }, workingHours: { startMinute: 570, endMinute: 1080 } });
  });

  it('reads every setting from the environment', () => {
    const config = loadServerConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/healvia',
      CORS_ORIGINS: 'https://www.healvia.example, https://healvia.example/',
      RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_IP_MAX: '50',
      AUTH_RATE_LIMIT_EMAIL_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_MS: '600000',
      TRUST_PROXY: '1',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_API_BASE_URL: 'https://api.healvia.example/v1/',
      SHUTDOWN_DRAIN_MS: '15000',
      LEAD_RETENTION_DAYS: '365',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/healvia',
      corsOrigins: ['https://www.healvia.example', 'https://healvia.example'],
      rateLimit: { max: 1000, windowMs: 60_000 },
      authRateLimit: { ipMax: 50, emailMax: 3, windowMs: 600_000 },
      trustProxy: 1,
      jwtSecret: 's'.repeat(32),
      apiOrigin: 'https://api.healvia.example',
      shutdownDrainMs: 15_000,
      leadRetentionDays: 365,
    });
  });

  it.each([
    { variable: 'PORT', value: 'eighty', problem: /PORT/ },
    { variable: 'JWT_SECRET', value: 'short', problem: /at least 32 characters/ },
    { variable: 'CORS_ORIGINS', value: 'https://ok.example/path', problem: /CORS_ORIGINS/ },
    { variable: 'RATE_LIMIT_MAX', value: '0', problem: /RATE_LIMIT_MAX/ },
    { variable: 'AUTH_RATE_LIMIT_EMAIL_MAX', value: 'five', problem: /AUTH_RATE_LIMIT_EMAIL_MAX/ },
    { variable: 'SHUTDOWN_DRAIN_MS', value: '-1', problem: /SHUTDOWN_DRAIN_MS/ },
    { variable: 'LEAD_TARGET_CALLBACK_MINUTES', value: '0', problem: /LEAD_TARGET_CALLBACK_MINUTES/ },
    { variable: 'LEAD_RETENTION_DAYS', value: '0', problem: /LEAD_RETENTION_DAYS/ },
    { variable: 'WORKING_HOURS', value: '20:00-08:00', problem: /WORKING_HOURS must be HH:MM-HH:MM in India time/ },
    { variable: 'FIELD_ENCRYPTION_KEY', value: Buffer.alloc(16, 1).toString('base64'), problem: /FIELD_ENCRYPTION_KEY: must be 32 random bytes in base64/ },
    { variable: 'FIELD_ENCRYPTION_KEY_ID', value: 'spaces are bad', problem: /FIELD_ENCRYPTION_KEY_ID: must be 1 to 32 letters/ },
    { variable: 'FIELD_ENCRYPTION_RETIRED_KEYS', value: 'old:not-a-key', problem: /FIELD_ENCRYPTION_RETIRED_KEYS: each entry must be id:key or key/ },
  ])('refuses an invalid $variable with a readable ConfigError', ({ variable, value, problem }) => {
    expect(() => loadServerConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadServerConfig({ [variable]: value })).toThrow(problem);
  });

  describe('field encryption keys', () => {
    const key = (fill: number) => Buffer.alloc(32, fill);

    it('reads the current key with its id, and retired keys with or without one', () => {
      const { fieldEncryption } = loadServerConfig({
        FIELD_ENCRYPTION_KEY: key(1).toString('base64'),
        FIELD_ENCRYPTION_KEY_ID: '2025-06',
        FIELD_ENCRYPTION_RETIRED_KEYS: `2024-01:${key(2).toString('base64url')}, ${key(3).toString('base64')}`,
      });
      expect(fieldEncryption.current).toEqual({ id: '2025-06', key: key(1) });
      expect(fieldEncryption.retired).toEqual([
        { id: '2024-01', key: key(2) },
        { id: expect.stringMatching(/^k[0-9a-f]{12}$/), key: key(3) },
      ]);
    });

    it('never repeats a key in its error messages', () => {
      const secretish = `${'A'.repeat(40)}`;
      expect(() => loadServerConfig({ FIELD_ENCRYPTION_KEY: secretish })).toThrow(ConfigError);
      expect(() => loadServerConfig({ FIELD_ENCRYPTION_KEY: secretish })).not.toThrow(secretish);
    });

    it.each([
      { case: 'an id without a key', env: { FIELD_ENCRYPTION_KEY_ID: 'k1' }, problem: /set only together with FIELD_ENCRYPTION_KEY/ },
      {
        case: 'a retired key reusing the current id',
        env: { FIELD_ENCRYPTION_KEY: key(1).toString('base64'), FIELD_ENCRYPTION_KEY_ID: 'k1', FIELD_ENCRYPTION_RETIRED_KEYS: `k1:${key(2).toString('base64')}` },
        problem: /"k1" is already the current key's id/,
      },
    ])('refuses $case', ({ env, problem }) => {
      expect(() => loadServerConfig(env)).toThrow(ConfigError);
      expect(() => loadServerConfig(env)).toThrow(problem);
    });
  });
});
