import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REGISTRATION_QUERY_MESSAGES, registrationQuerySchema } from '@/features/staff/api/registration-query-schema';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { REVEAL_MESSAGES, registrationRevealSchema, type RegistrationRevealed } from '@/features/staff/api/registration-reveal-schema';
import { registrationReviewSchema, reviewConflictMessage, type RegistrationReviewConflict } from '@/features/staff/api/registration-review-schema';
import { REGISTRATION_FIELDS, revealableFields } from '@/features/staff/api/registration-fields';
import { isRegistrationKind, type RegistrationKind } from '@/features/staff/api/registration-status';
import type { RegistrationList } from '@/features/staff/api/registration-summary';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/zod-errors';
import { columnOf, documentFileName, toDetail, toSummary } from '../staff/registration-view';
import type { AuditAction, AuditDetail } from '../storage/audit-log';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

export const REGISTRATION_NOT_FOUND_MESSAGE = 'This registration does not exist. It may have been erased.';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This document does not exist. It may have been erased.';

type RegistrationParams = { kind: string; id: string };

function kindOf(params: RegistrationParams): RegistrationKind {
  if (!isRegistrationKind(params.kind)) throw new HttpError(400, REGISTRATION_QUERY_MESSAGES.kind, { kind: REGISTRATION_QUERY_MESSAGES.kind });
  return params.kind;
}

/** An uploaded image is shown in the browser's own viewer, never run, never framed by another site, never cached. */
const DOCUMENT_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * Registrations for review, supervisors and admins only (the route table says so). Every read of a
 * registration, every reveal and every document shown is logged first; a review is logged in its own transaction.
 */
export function registerStaffRegistrationRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  const audit = (request: FastifyRequest, action: AuditAction, target: string | null, detail?: AuditDetail) =>
    stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: request.staffSession.staffId, action, target, detail }));

  async function detailOf(kind: RegistrationKind, id: string): Promise<RegistrationDetail | undefined> {
    const [state, row, documents] = await Promise.all([stores.registrationReviews.find(kind, id), stores.registrationRecords.row(kind, id), stores.registrationRecords.documentsOf(kind, id)]);
    return state && row ? toDetail(state, row, documents) : undefined;
  }

  app.get('/api/staff/registrations', async (request) => {
    const filter = parseBody(registrationQuerySchema, request.query);
    const { rows, nextBefore } = await stores.registrationReviews.list(filter);
    const { kind, status, quarantined, before } = filter;
    await audit(request, 'registration.list', null, { kind: kind ?? null, status: status ?? null, quarantined: quarantined ?? null, before: before ?? null, rows: rows.length });
    const page: RegistrationList = { registrations: rows.map(toSummary), nextBefore };
    return page;
  });

  app.get<{ Params: RegistrationParams }>('/api/staff/registrations/:kind/:id', async (request) => {
    const kind = kindOf(request.params);
    const { id } = request.params;
    const detail = await detailOf(kind, id);
    if (!detail) throw new HttpError(404, REGISTRATION_NOT_FOUND_MESSAGE);
    await audit(request, 'registration.view', `${kind}:${id}`);
    return detail;
  });

  app.post<{ Params: RegistrationParams }>('/api/staff/registrations/:kind/:id/reveal', async (request) => {
    const kind = kindOf(request.params);
    const { id } = request.params;
    const { field } = parseBody(registrationRevealSchema, request.body);
    const column = revealableFields(kind).includes(field) ? columnOf(kind, field) : undefined;
    if (!column) throw new HttpError(400, REVEAL_MESSAGES.notRevealable, { field: REVEAL_MESSAGES.notRevealable });
    const stored = await stores.registrationRecords.column(kind, id, column);
    if (stored === undefined) throw new HttpError(404, REGISTRATION_NOT_FOUND_MESSAGE);
    if (stored === null) throw new HttpError(404, REVEAL_MESSAGES.notOnFile, { field: REVEAL_MESSAGES.notOnFile });
    // Logged before the value is read out: a reveal that cannot be logged shows nothing.
    await audit(request, 'registration.reveal', `${kind}:${id}`, { field });
    const isIdNumber = REGISTRATION_FIELDS[kind].some((definition) => definition.key === field && definition.protection === 'id');
    const revealed: RegistrationRevealed = { field, value: isIdNumber ? stores.registrationRecords.revealIdNumber(field, stored) : stored };
    return revealed;
  });

  app.post<{ Params: RegistrationParams }>('/api/staff/registrations/:kind/:id/review', async (request, reply) => {
    const kind = kindOf(request.params);
    const { id } = request.params;
    const review = parseBody(registrationReviewSchema, request.body);
    const actor = { actorId: request.staffSession.staffId, clientHash: staffSecurity.clientHashOf(request) };
    const outcome = await stores.registrationReviews.review(kind, id, review, actor);
    const detail = await detailOf(kind, id);
    if (!outcome || !detail) throw new HttpError(404, REGISTRATION_NOT_FOUND_MESSAGE);
    if ('conflict' in outcome) {
      const { updatedBy, updatedAt } = outcome.conflict;
      const conflict: RegistrationReviewConflict = {
        message: reviewConflictMessage(updatedBy?.email ?? null, updatedAt),
        current: detail,
        change: { by: updatedBy?.email ?? null, at: updatedAt, field: 'status' },
      };
      return reply.code(409).send(conflict);
    }
    return detail;
  });

  app.get<{ Params: { documentId: string } }>('/api/staff/documents/:documentId', async (request, reply) => {
    const document = await stores.registrationRecords.findDocument(request.params.documentId);
    if (!document) throw new HttpError(404, DOCUMENT_NOT_FOUND_MESSAGE);
    await audit(request, 'document.view', `${document.ownerKind}:${document.ownerId}`, { document: document.id, field: document.field });
    const content = await stores.registrationRecords.contentOf(document);
    if (!content) throw new HttpError(404, DOCUMENT_NOT_FOUND_MESSAGE);
    return reply
      .headers(DOCUMENT_HEADERS)
      .header('Content-Type', document.mediaType)
      .header('Content-Disposition', `inline; filename="${documentFileName(document)}"`)
      .send(content);
  });
}
