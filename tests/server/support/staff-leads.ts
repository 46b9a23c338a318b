import { expect } from 'vitest';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { validAppointment, validCallback, validContact } from './fixtures';
import { formTokenHeaders } from './form-token';
import { createStaffMember, signIn, staffHeaders, type StaffSignedIn, type TestClock } from './staff';
import type { TestApp } from './test-app';

const POST_URL: Record<LeadKind, string> = { appointment: '/api/appointments', callback: '/api/callbacks', contact: '/api/contact' };
const FIXTURE: Record<LeadKind, () => object> = { appointment: validAppointment, callback: validCallback, contact: validContact };

/** A lead as the public site files it (with an aged form token, so it reaches the inbox); `fields` replace the fixture's. Returns its id. */
export async function postLead(server: TestApp, kind: LeadKind, fields: Record<string, string> = {}): Promise<string> {
  const response = await server.postJson(POST_URL[kind], { ...FIXTURE[kind](), ...fields }, formTokenHeaders(server, kind));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export type LeadTeam = { agent: StaffSignedIn; otherAgent: StaffSignedIn; supervisor: StaffSignedIn; ids: Record<string, string> };

/** Two agents and a supervisor, signed in; `ids` maps each e-mail to its staff id. */
export async function leadTeam(server: TestApp, clock: TestClock): Promise<LeadTeam> {
  const signedIn = async (email: string, role: 'agent' | 'supervisor') => signIn(server, clock, await createStaffMember(server, clock, email, role));
  const agent = await signedIn('asha.agent@healvia.example', 'agent');
  const otherAgent = await signedIn('bala.agent@healvia.example', 'agent');
  const supervisor = await signedIn('chitra.lead@healvia.example', 'supervisor');
  const ids = Object.fromEntries((await server.rows('staff')).map((row) => [String(row.email), String(row.id)]));
  return { agent, otherAgent, supervisor, ids };
}

export const viewLead = (server: TestApp, who: StaffSignedIn, id: string) =>
  server.request({ method: 'GET', url: `/api/staff/leads/${id}`, headers: staffHeaders(who) });

export const changeLead = (server: TestApp, who: StaffSignedIn, id: string, action: string, body: unknown) =>
  server.postJson(`/api/staff/leads/${id}/${action}`, body, staffHeaders(who));

/** The lead's page as `who` sees it (200 expected). */
export async function leadDetail(server: TestApp, who: StaffSignedIn, id: string): Promise<LeadDetail> {
  const response = await viewLead(server, who, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadDetail>();
}

type AuditRow = { action: string; target: string | null; actor_staff_id: string | null; detail: Record<string, unknown> };

/** The committed audit entries about one lead, oldest first, read through a connection of their own. */
export async function leadAudit(server: TestApp, id: string): Promise<AuditRow[]> {
  const rows = await server.rows('audit_log');
  return rows
    .filter((row) => row.target === `lead:${id}`)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row) => ({ action: String(row.action), target: row.target as string, actor_staff_id: row.actor_staff_id as string | null, detail: JSON.parse(String(row.detail)) as Record<string, unknown> }));
}
