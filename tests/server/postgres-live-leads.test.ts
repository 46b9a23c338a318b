import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { buildApp } from '../../server/app';
import { openEventStream, type EventStream, type StreamEvent } from './support/event-stream';
import { validCallback } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffMemberFixture } from './support/staff';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';
import { TEST_FIELD_KEYS } from './support/test-database';
import { writeSql } from './support/write-sql';

const EVENTS = '/api/staff/leads/events';
const clock = testClock();
let instanceA: TestApp;
let instanceB: FastifyInstance;
let urlB: string;
const dataDirB = mkdtempSync(path.join(tmpdir(), 'healvia-instance-b-'));
let farah: StaffMemberFixture;
let asha: StaffMemberFixture;
let onB: EventStream;

beforeAll(async () => {
  instanceA = await startTestApp({ clock: clock.now });
  // A second stateless instance: its own data dir, the same database and secrets.
  instanceB = await buildApp({ dataDir: dataDirB, databaseUrl: instanceA.storageEnv.DATABASE_URL, jwtSecret: TEST_JWT_SECRET, fieldKeys: TEST_FIELD_KEYS, clock: clock.now });
  urlB = await instanceB.listen({ port: 0, host: '127.0.0.1' });
  farah = await createStaffMember(instanceA, clock, 'farah@healvia.example', 'supervisor');
  asha = await createStaffMember(instanceA, clock, 'asha@healvia.example', 'agent');
});
afterAll(async () => {
  onB?.close();
  await instanceB.close();
  await instanceA.close();
  rmSync(dataDirB, { recursive: true, force: true });
});

const isLead = (id: string) => (event: StreamEvent) => event.event === 'lead' && (JSON.parse(event.data) as LeadSummary).id === id;

describe('the live feed on two instances sharing PostgreSQL', () => {
  it('shows on a console connected to instance B a lead posted to instance A, then its claim there', async () => {
    // Signed in on A: the session is a row both instances read.
    onB = await openEventStream(urlB, EVENTS, { cookie: staffHeaders(await signIn(instanceA, clock, farah)).cookie! });
    expect(onB.status).toBe(200);

    const posted = await instanceA.postJson('/api/callbacks', validCallback(), formTokenHeaders(instanceA, 'callback'));
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: string }>();
    expect(JSON.parse((await onB.next(isLead(id))).data)).toMatchObject({ id, kind: 'callback', contact: '••••••3210', assignee: null });

    const claimed = await instanceA.postJson(`/api/staff/leads/${id}/claim`, { version: 1 }, staffHeaders(await signIn(instanceA, clock, asha)));
    expect(claimed.statusCode, claimed.body).toBe(200);
    const changed = await onB.next((event) => event.event === 'lead-changed');
    expect(JSON.parse(changed.data)).toMatchObject({ id, assignee: { email: asha.email }, version: 2 });
  });

  it('reconnects its LISTEN connection when it drops, and sends what was posted meanwhile', async () => {
    // This file's database only: other files' apps listen on the same cluster.
    const listeners = "FROM pg_stat_activity WHERE application_name = 'healvia-live' AND datname = current_database()";
    expect(await instanceA.rows(`(SELECT pid ${listeners}) AS listeners`)).toHaveLength(2);
    await writeSql(instanceA, `SELECT pg_terminate_backend(pid) ${listeners}`);

    const posted = await instanceA.postJson('/api/callbacks', validCallback(), formTokenHeaders(instanceA, 'callback'));
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: string }>();
    expect(JSON.parse((await onB.next(isLead(id))).data)).toMatchObject({ id });
  });
});
