import { z } from 'zod';
import { VITALS_BODY_LIMIT_BYTES, vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';
import { VITALS_DEVICES, VITALS_METRICS, VITALS_MIN_VIEWS, VITALS_REPORT_DAYS, VITALS_RETENTION_DAYS } from '@/lib/vitals/vitals-metrics';
import { VITALS_ROUTE_PATTERNS } from '@/lib/vitals/vitals-routes';
import { VITALS_DAYS_MESSAGE } from '@/features/staff/api/vitals-report-query-schema';

/** The OpenAPI parts of the field speed measurement (issue 42, docs/field-speed.md): the beacon and the staff report. */

type JsonSchema = Record<string, unknown>;

const errorBody = { type: 'object', required: ['message', 'error'], properties: { message: { type: 'string' }, error: { type: 'string' } } };
const failure = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
const retryAfter = { 'Retry-After': { description: 'Seconds until the next attempt is accepted', schema: { type: 'integer' } } };

function beaconSchema(): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(vitalsBeaconSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { properties: Record<string, JsonSchema> };
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.route = { type: 'string', enum: [...VITALS_ROUTE_PATTERNS], description: 'The route pattern, never the URL with its id or query' };
  properties.metrics = { ...properties.metrics, description: 'At least one; each rating must be the one Google’s thresholds give its value. Times in ms, CLS unitless' };
  return schema;
}

const beacon = {
  post: {
    summary: 'Report one page view’s Core Web Vitals',
    description:
      'Sent once per page view when the page is hidden or left (navigator.sendBeacon with a Blob typed application/json). ' +
      'No cookie is read or set; the address is used only for the rate limit and the User-Agent only to class the device ' +
      '(phone, tablet or desktop), then both are dropped; only the day in India is kept, no finer time. No Idempotency-Key: ' +
      'a beacon repeated by the browser is rare and harmless.',
    requestBody: { required: true, content: { 'application/json': { schema: beaconSchema() } } },
    responses: {
      204: { description: 'Kept (no body)' },
      400: failure('Not a beacon: malformed JSON, a field of the wrong type or out of range, an unknown field, a route that is not a pattern, a rating that is not its value’s'),
      413: failure(`Body over ${VITALS_BODY_LIMIT_BYTES} bytes`),
      415: failure('Not sent as application/json (text/plain is refused: it would let other sites post beacons without a preflight)'),
      429: { ...failure('More than VITALS_RATE_LIMIT_MAX beacons in a minute from this address (120 by default)'), headers: retryAfter },
      503: { ...failure('The database cannot be reached or cannot write; nothing was stored'), headers: retryAfter },
    },
  },
};

const report = {
  get: {
    summary: 'The field speed report (staff console)',
    description:
      `Supervisors and admins signed in to the staff console (the __Host-staff session cookie). Per route pattern × device ` +
      `× language over the last \`days\` days in India, today included: views, and for each of ${VITALS_METRICS.join(', ')} the ` +
      `count, p75, its rating and the share of good / needs-improvement / poor views; rows under ${VITALS_MIN_VIEWS} views are ` +
      `"too few" (metrics null). Also p75 per day and device (${VITALS_DEVICES.join(', ')}) and the worst rows by LCP, INP ` +
      'and CLS with their most frequent attributions. The VitalsReport type of src/lib/vitals/vitals-report.ts. Never cached.',
    security: [{ staffSession: [] }],
    parameters: [
      { name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: VITALS_RETENTION_DAYS, default: VITALS_REPORT_DAYS } },
    ],
    responses: {
      200: {
        description: 'The report',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['from', 'to', 'days', 'minViews', 'views', 'rows', 'daily', 'worst'],
              properties: {
                from: { type: 'string', format: 'date' },
                to: { type: 'string', format: 'date' },
                days: { type: 'integer' },
                minViews: { type: 'integer' },
                views: { type: 'integer' },
                rows: { type: 'array', items: { type: 'object' } },
                daily: { type: 'array', items: { type: 'object' } },
                worst: { type: 'array', items: { type: 'object' } },
              },
            },
          },
        },
      },
      400: failure(`days is not a whole number from 1 to ${VITALS_RETENTION_DAYS}: "${VITALS_DAYS_MESSAGE}"`),
      401: failure('No live staff session'),
      403: failure('An agent’s session: the report is for supervisors and admins'),
    },
  },
};

export const vitalsPaths = { '/api/vitals': beacon, '/api/staff/vitals': report };

export const staffSessionScheme = { type: 'apiKey', in: 'cookie', name: '__Host-staff', description: 'The staff console’s session (sign in at /staff)' };
