import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_CHANGE_MESSAGES, leadConflictMessage, type LeadConflict } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { HttpError } from '../http/http-error';
import type { LeadReads, LeadState } from '../storage/lead-reads';

export type LeadParams = { id: string };

/** Agents work on unassigned leads and their own; supervisors and admins on every lead. */
export const mayWorkOn = (request: FastifyRequest, assigneeId: string | null): boolean => {
  const { role, staffId } = request.staffSession;
  return role !== 'agent' || assigneeId === null || assigneeId === staffId;
};

const notFound = () => new HttpError(404, LEAD_CHANGE_MESSAGES.notFound);
const assignedElsewhere = () => new HttpError(403, LEAD_CHANGE_MESSAGES.assignedToSomeoneElse);

/** The lead's row as it stands: 404 when unknown, 403 for an agent when it is someone else's. */
export async function leadStateFor(reads: LeadReads, request: FastifyRequest<{ Params: LeadParams }>): Promise<LeadState> {
  const state = await reads.state(request.params.id);
  if (!state) throw notFound();
  if (!mayWorkOn(request, state.assigneeId)) throw assignedElsewhere();
  return state;
}

/** The lead's page: 404 when unknown or erased, 403 for an agent when it is someone else's. */
export async function leadDetailFor(reads: LeadReads, request: FastifyRequest<{ Params: LeadParams }>): Promise<LeadDetail> {
  const detail = await reads.detail(request.params.id);
  if (!detail) throw notFound();
  if (!mayWorkOn(request, detail.assignee?.id ?? null)) throw assignedElsewhere();
  return detail;
}

/**
 * The 409 for a change made on a version the lead has moved past: the lead as it now stands and who changed
 * what, when. An agent whose lead went to someone else meanwhile gets the 403 instead: they may no longer see it.
 */
export async function sendConflict(reads: LeadReads, request: FastifyRequest<{ Params: LeadParams }>, reply: FastifyReply): Promise<FastifyReply> {
  const found = await reads.detailWithField(request.params.id);
  if (!found) throw notFound();
  const { detail: current, updatedField } = found;
  if (!mayWorkOn(request, current.assignee?.id ?? null)) throw assignedElsewhere();
  const change: LeadConflict['change'] = { by: current.updatedBy?.email ?? null, at: current.updatedAt, field: updatedField };
  const conflict: LeadConflict = { message: leadConflictMessage(change), current, change };
  return reply.code(409).send(conflict);
}
