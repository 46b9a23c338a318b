import { delay, http, HttpResponse } from 'msw';
import { renderSVG } from 'uqr';
import { sentRequests } from '@mocks/handlers/api-call';
import { STAFF_ENROLMENT_MESSAGES, type EnrolmentDetails, type EnrolmentResult } from '@/features/staff/api/enrolment-schema';
import { staffRefusals } from '@mocks/staff/staff-session';

export const STORY_ENROLMENT_TOKEN = 'c3Rvcmllcy1vbmx5LW5vdC1hLXJlYWwtdG9rZW4tMQx';
export const ENROLMENT_PATH = `/api/staff/enrolments/${STORY_ENROLMENT_TOKEN}`;

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUri = `otpauth://totp/Healvia:meera.agent%40healvia.example?issuer=Healvia&secret=${secret}&algorithm=SHA1&digits=6&period=30`;

/** What GET /api/staff/enrolments/:token answers for a new agent. */
export const enrolmentDetails: EnrolmentDetails = {
  email: 'meera.agent@healvia.example',
  role: 'agent',
  secret,
  otpauthUri,
  qrSvg: renderSVG(otpauthUri, { border: 4, ecc: 'M' }),
};

export const recoveryCodes = [
  '7kq2-9xmd-ra4p-w3ze',
  'h4ft-2n8c-q6wb-p0ys',
  'm1vd-x7gk-3zqa-e5rt',
  'b8ne-k2wy-f9hs-0cmd',
  'z3pr-6tqv-a1jx-n7gk',
  'c5wm-h0ez-8rbt-q2vf',
  'y7xa-d4ng-p1sk-m9ce',
  'e2qt-v8hb-5mzw-r3na',
  'f6kd-0ycp-t2ve-h8xq',
  'n9gs-w3mf-7cab-k4dz',
];

const linkNotValid = { message: STAFF_ENROLMENT_MESSAGES.linkNotValid, error: 'Not Found' };

/** The enrolment link's two calls, for stories and tests. */
export const staffEnrolmentApi = {
  details: (details: EnrolmentDetails = enrolmentDetails) => http.get(ENROLMENT_PATH, () => HttpResponse.json(details)),
  detailsNotValid: () => http.get(ENROLMENT_PATH, () => HttpResponse.json(linkNotValid, { status: 404 })),
  detailsFailure: () => http.get(ENROLMENT_PATH, () => HttpResponse.json(staffRefusals.serverProblem, { status: 500 })),
  detailsPending: () =>
    http.get(ENROLMENT_PATH, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /** The POST, answered with `status` and `body`; by default the 201 with the recovery codes. */
  complete: (status = 201, body: object = { recoveryCodes } satisfies EnrolmentResult) =>
    http.post(ENROLMENT_PATH, async ({ request }) => {
      sentRequests.push({ path: ENROLMENT_PATH, body: await request.json(), headers: request.headers });
      return HttpResponse.json(body, { status });
    }),
  completeNotValid: () => staffEnrolmentApi.complete(404, linkNotValid),
  completeWrongCode: () =>
    staffEnrolmentApi.complete(400, { message: STAFF_ENROLMENT_MESSAGES.wrongCode, error: 'Bad Request', fields: { code: STAFF_ENROLMENT_MESSAGES.wrongCode } }),
  completePending: () =>
    http.post(ENROLMENT_PATH, async ({ request }) => {
      sentRequests.push({ path: ENROLMENT_PATH, body: await request.json(), headers: request.headers });
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
