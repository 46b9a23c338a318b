import type { FastifyInstance } from 'fastify';
import { LEAD_EVENTS_PATH, leadEventsQuerySchema } from '@/features/staff/api/lead-events';
import { parseBody } from '../http/zod-errors';
import type { LeadHub } from '../live/lead-hub';
import { openSseStream, type SseStream } from '../live/sse-stream';
import { readStaffCookie } from '../staff/staff-cookie';

export type LeadEventsContext = { hub: LeadHub; retryMs: number };

/**
 * Every role (the guard has checked the session): new leads as Server-Sent Events, after a replay of those
 * missed since Last-Event-ID. The hub ends the stream when the session ends.
 */
export function registerStaffLeadEventsRoutes(app: FastifyInstance, { hub, retryMs }: LeadEventsContext): void {
  app.get(LEAD_EVENTS_PATH, async (request, reply) => {
    const header = request.headers['last-event-id'];
    const { lastEventId } = parseBody(leadEventsQuerySchema, { ...(request.query as object), ...(header !== undefined && { lastEventId: header }) });
    if (request.method === 'HEAD') return reply.header('content-type', 'text/event-stream; charset=utf-8').send();
    const { staffId, role } = request.staffSession;
    // The guard found the session by this cookie; the hub re-reads the session by it on every heartbeat.
    const sessionId = readStaffCookie(request.headers.cookie)!;
    const stream: SseStream = openSseStream(request, reply, { retryMs, onClose: () => hub.unsubscribe(stream) });
    try {
      await hub.subscribe(stream, { staffId, role }, sessionId, lastEventId);
    } catch (error) {
      request.log.warn({ err: error }, 'the live lead feed could not replay missed leads');
      stream.close();
    }
    return reply;
  });
}
