import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { validCallback, validContact } from './support/fixtures';
import { createTestDatabase } from './support/postgres-test-database';
import { startSmtpServer } from './support/smtp-server';
import { formTokenHeaders } from './support/form-token';
import { TEST_FIELD_KEYS } from './support/test-database';

/** The instances' shared keys, which sign the form tokens. */
const keys = { dataDir: tmpdir(), fieldKeys: TEST_FIELD_KEYS };
import { TEST_JWT_SECRET } from './support/test-app';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startInstance(databaseUrl: string, smtpUrl: string): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-notify-instance-'));
  const app = await buildApp({
    dataDir,
    databaseUrl,
    jwtSecret: TEST_JWT_SECRET,
    fieldKeys: TEST_FIELD_KEYS,
    rateLimit: { max: 10_000, windowMs: 60_000 },
    botLimits: { phoneCallbacksPerHour: 10_000, addressLeadsPerHour: 10_000, addressSoftLeadsPerHour: 10_000 },
    // Both poll all the time, so both go for every row.
    notifications: { to: ['team@healvia.example'], smtpUrl, retry: { firstDelayMs: 20, maxDelayMs: 80, maxAttempts: 50 }, pollMs: 5 },
  });
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

describe('lead notifications with two instances on one PostgreSQL', () => {
  it('sends one mail per lead, whichever instance took it and whichever sends it', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const instances = [await startInstance(database.url, smtp.url), await startInstance(database.url, smtp.url)];

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        instances[index % 2]!.inject({ method: 'POST', url: '/api/callbacks', payload: validCallback(), headers: { 'content-type': 'application/json', ...formTokenHeaders(keys, 'callback') } }),
      ),
    );
    const ids = answers.map((answer) => answer.json<{ id: string }>().id);
    // The last lead's mail goes out after every earlier one: a second mail for any lead would be in by then.
    const last = await instances[0]!.inject({ method: 'POST', url: '/api/contact', payload: validContact(), headers: { 'content-type': 'application/json', ...formTokenHeaders(keys, 'contact') } });
    await smtp.waitForMails(ids.length + 1);
    const lastId = last.json<{ id: string }>().id;
    const linked = smtp.mails.map((mail) => /\/staff\/leads\/([\w-]+)\n/.exec(mail.text)?.[1]);

    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(linked.sort()).toEqual([...ids, lastId].sort());
  });
});
