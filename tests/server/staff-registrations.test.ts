import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { REGISTRATION_FIELDS } from '@/features/staff/api/registration-fields';
import type { RegistrationReviewConflict } from '@/features/staff/api/registration-review-schema';
import type { RegistrationList } from '@/features/staff/api/registration-summary';
import { UNSAFE_TEXT_MESSAGE } from '../../server/http/text-safety';
import { DOCTOR_COLUMNS } from '../../server/storage/doctors';
import { HOSPITAL_COLUMNS } from '../../server/storage/hospitals';
import { PATIENT_COLUMNS } from '../../server/storage/patients';
import { patientWithEveryId, validDoctorFields, validHospitalFields, validPatient } from './support/fixtures';
import { formTokenHeaders, formTokenHeadersFor } from './support/form-token';
import { runLeads } from './support/leads-cli';
import { runSql } from './support/run-sql';
import { createStaffMember, OWN_ORIGIN, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { testEngine } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

const clock = testClock();
let server: TestApp;
const sessions = {} as Record<'agent' | 'supervisor' | 'admin', StaffSignedIn>;
const ids = {} as Record<'patient' | 'patientWithEveryId' | 'doctor' | 'hospital', string>;

async function postMultipart(url: string, fields: Record<string, string>, files: [string, File][]) {
  const { payload, headers } = await multipartBody([...fieldParts(fields), ...files]);
  const response = await server.request({ method: 'POST', url, payload, headers: { ...headers, ...formTokenHeadersFor(server, url) } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  for (const role of ['agent', 'supervisor', 'admin'] as const) {
    sessions[role] = await signIn(server, clock, await createStaffMember(server, clock, `${role}@healvia.example`, role));
  }
  ids.patient = (await server.postJson('/api/patients', validPatient(), formTokenHeaders(server, 'patient'))).json<{ id: string }>().id;
  ids.doctor = await postMultipart('/api/doctors', validDoctorFields(), [
    ['profilePhoto', pngFile('kabir-rao.png')],
    ['medicalRegistrationCertificate', jpegFile()],
    ['governmentID', jpegFile('pan-card.jpg')],
  ]);
  ids.hospital = await postMultipart('/api/hospitals', validHospitalFields(), [
    ['hospitalRegistrationCertificate', jpegFile()],
    ['accreditationCertificate', jpegFile()],
    ['ownerId', jpegFile()],
    ['hospitalPhoto', pngFile()],
  ]);
  ids.patientWithEveryId = (await server.postJson('/api/patients', patientWithEveryId(), formTokenHeaders(server, 'patient'))).json<{ id: string }>().id;
});
afterAll(() => server.close());

const as = (role: keyof typeof sessions) => staffHeaders(sessions[role]);
const get = (url: string, role: keyof typeof sessions = 'supervisor') => server.request({ method: 'GET', url, headers: as(role) });
const post = (url: string, body: unknown, role: keyof typeof sessions = 'supervisor') => server.postJson(url, body, as(role));
const auditRows = async (action: string) => (await server.rows('audit_log')).filter((row) => row.action === action);

describe('GET /api/staff/registrations', () => {
  it('lists every registration newest first, pending, with the mobile and e-mail masked', async () => {
    const response = await get('/api/staff/registrations');
    expect(response.statusCode).toBe(200);
    const { registrations, nextBefore } = response.json<RegistrationList>();
    expect(nextBefore).toBeNull();
    expect(registrations.map((row) => [row.kind, row.id])).toEqual([
      ['patient', ids.patientWithEveryId],
      ['hospital', ids.hospital],
      ['doctor', ids.doctor],
      ['patient', ids.patient],
    ]);
    expect(registrations.at(-1)).toEqual({
      kind: 'patient',
      id: ids.patient,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      name: 'Meera Iyer',
      status: 'pending',
      mobile: '••••••5678',
      email: 'm•••@example.com',
    });
    expect(registrations[1]!.name).toBe(validHospitalFields().hospitalName);
    expect(response.body).not.toContain('9812345678');
    expect(response.body).not.toContain('meera.iyer@');
  });

  it('pages by the cursor it hands out, without overlap, until nextBefore is null', async () => {
    const first = (await get('/api/staff/registrations?limit=3')).json<RegistrationList>();
    expect(first.registrations).toHaveLength(3);
    expect(first.nextBefore).toMatch(/^\d+$/);
    const second = (await get(`/api/staff/registrations?limit=3&before=${first.nextBefore}`)).json<RegistrationList>();
    expect(second.registrations.map((row) => row.id)).toEqual([ids.patient]);
    expect(second.nextBefore).toBeNull();
  });

  it('filters by kind and by status', async () => {
    const doctors = (await get('/api/staff/registrations?kind=doctor')).json<RegistrationList>();
    expect(doctors.registrations.map((row) => row.id)).toEqual([ids.doctor]);
    const patients = (await get('/api/staff/registrations?kind=patient&status=pending&limit=1')).json<RegistrationList>();
    expect(patients.registrations.map((row) => row.id)).toEqual([ids.patientWithEveryId]);
    expect(patients.nextBefore).not.toBeNull();
  });

  it.each([
    { query: 'kind=nurse', field: 'kind', message: 'Choose patient, doctor or hospital' },
    { query: 'status=approved', field: 'status', message: 'Choose pending, verified or rejected' },
    { query: 'limit=0', field: 'limit', message: 'Enter a number of registrations from 1 to 100' },
    { query: 'limit=101', field: 'limit', message: 'Enter a number of registrations from 1 to 100' },
    { query: 'limit=ten', field: 'limit', message: 'Enter a number of registrations from 1 to 100' },
    { query: 'before=-1', field: 'before', message: 'This page link is not valid; start again from the newest registrations' },
    { query: 'before=1&before=2', field: 'before', message: 'This page link is not valid; start again from the newest registrations' },
    { query: 'name=Meera', field: 'name', message: 'Unknown field' },
  ])('answers ?$query with 400', async ({ query, field, message }) => {
    const response = await get(`/api/staff/registrations?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });
});

describe('GET /api/staff/registrations/:kind/:id', () => {
  it('shows every field as received, contact details masked and ID numbers only as "On file", and logs the view', async () => {
    const before = (await auditRows('registration.view')).length;
    const response = await get(`/api/staff/registrations/patient/${ids.patient}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<RegistrationDetail>();
    expect(detail).toMatchObject({ kind: 'patient', id: ids.patient, name: 'Meera Iyer', status: 'pending', reason: null, version: 1, updatedBy: null, documents: [] });
    const field = (key: string) => detail.fields.find((candidate) => candidate.key === key);
    expect(detail.fields.map((candidate) => candidate.key)).toEqual(REGISTRATION_FIELDS.patient.map((definition) => definition.key));
    expect(field('fullName')).toEqual({ key: 'fullName', label: 'Full Name', value: 'Meera Iyer', revealable: false });
    expect(field('age')).toMatchObject({ value: 34 });
    expect(field('aadharAvailable')).toMatchObject({ value: true });
    expect(field('rationCardAvailable')).toMatchObject({ value: false });
    expect(field('mobileNumber')).toEqual({ key: 'mobileNumber', label: 'Mobile Number', value: '••••••5678', revealable: true });
    expect(field('email')).toMatchObject({ value: 'm•••@example.com', revealable: true });
    expect(field('aadharNumber')).toEqual({ key: 'aadharNumber', label: 'Aadhar Number', value: 'On file', revealable: true });
    expect(field('pmjayId')).toMatchObject({ value: 'On file', revealable: true });
    expect(field('otherIDProof')).toMatchObject({ value: null, revealable: false });
    for (const secret of ['123412341234', '1234', 'PMJAY98765', '9812345678', 'meera.iyer']) expect(response.body).not.toContain(secret);

    const views = await auditRows('registration.view');
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({ target: `patient:${ids.patient}`, detail: '{}' });
  });

  it("lists a doctor's and a hospital's documents in the form's order, by label", async () => {
    const doctor = (await get(`/api/staff/registrations/doctor/${ids.doctor}`)).json<RegistrationDetail>();
    expect(doctor.documents.map(({ field, label, mediaType }) => [field, label, mediaType])).toEqual([
      ['profilePhoto', 'Profile Photo', 'image/png'],
      ['medicalRegistrationCertificate', 'Medical Registration Certificate', 'image/jpeg'],
      ['governmentID', 'Government ID', 'image/jpeg'],
    ]);
    expect(doctor.fields.find((candidate) => candidate.key === 'yoe')).toMatchObject({ value: 14 });
    const hospital = (await get(`/api/staff/registrations/hospital/${ids.hospital}`)).json<RegistrationDetail>();
    expect(hospital.name).toBe(validHospitalFields().hospitalName);
    expect(hospital.documents.map((document) => document.field)).toEqual(['hospitalRegistrationCertificate', 'accreditationCertificate', 'ownerId', 'hospitalPhoto']);
  });

  it('answers an unknown registration with 404 and an unknown kind with 400', async () => {
    expect((await get(`/api/staff/registrations/doctor/${ids.patient}`)).statusCode).toBe(404);
    expect((await get('/api/staff/registrations/patient/no-such-id')).json()).toMatchObject({ message: 'This registration does not exist. It may have been erased.' });
    const badKind = await get(`/api/staff/registrations/nurse/${ids.patient}`);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ message: 'Choose patient, doctor or hospital' });
  });

  it('knows every field of every registration form', () => {
    const formFields = { patient: PATIENT_COLUMNS, doctor: DOCTOR_COLUMNS, hospital: HOSPITAL_COLUMNS };
    for (const kind of ['patient', 'doctor', 'hospital'] as const) {
      expect(REGISTRATION_FIELDS[kind].map((definition) => definition.key).sort()).toEqual(Object.keys(formFields[kind]).sort());
    }
  });
});

describe('POST /api/staff/registrations/:kind/:id/reveal', () => {
  const reveal = (kind: string, id: string, body: unknown, role: keyof typeof sessions = 'supervisor') => post(`/api/staff/registrations/${kind}/${id}/reveal`, body, role);

  it.each([
    { field: 'aadharNumber', value: '123412341234' },
    { field: 'insurancePolicyNumber', value: 'SH-2024-778899' },
    { field: 'otherIDProof', value: 'RC-556677' },
    { field: 'mobileNumber', value: '+919812345678' },
    { field: 'email', value: 'meera.iyer@example.com' },
  ])('decrypts or unmasks $field and logs which field was revealed', async ({ field, value }) => {
    const before = (await auditRows('registration.reveal')).length;
    const response = await reveal('patient', ids.patientWithEveryId, { field }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ field, value });
    const entries = await auditRows('registration.reveal');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ target: `patient:${ids.patientWithEveryId}`, detail: JSON.stringify({ field }) });
  });

  it("shows a doctor's mobile number in full", async () => {
    expect((await reveal('doctor', ids.doctor, { field: 'mobileNumber' })).json()).toEqual({ field: 'mobileNumber', value: validDoctorFields().mobileNumber });
  });

  it('shows nothing when its audit entry cannot be written', async () => {
    const refuse =
      testEngine === 'sqlite'
        ? "CREATE TRIGGER refuse_reveals BEFORE INSERT ON audit_log WHEN NEW.action = 'registration.reveal' BEGIN SELECT RAISE(ABORT, 'audit refused'); END"
        : `CREATE FUNCTION refuse_reveals() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$;
           CREATE TRIGGER refuse_reveals BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = 'registration.reveal') EXECUTE FUNCTION refuse_reveals();`;
    await runSql(server, refuse);
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/staff/registrations/patient/${ids.patient}/reveal`,
        payload: { field: 'aadharNumber' },
        headers: as('supervisor'),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain('123412341234');
    } finally {
      await runSql(server, testEngine === 'sqlite' ? 'DROP TRIGGER refuse_reveals' : 'DROP TRIGGER refuse_reveals ON audit_log; DROP FUNCTION refuse_reveals()');
    }
  });

  it.each([
    { case: 'a field shown in full anyway', kind: 'patient', body: { field: 'fullName' }, status: 400, message: 'This field cannot be revealed' },
    { case: 'a field the form does not have', kind: 'patient', body: { field: '__proto__' }, status: 400, message: 'This field cannot be revealed' },
    { case: 'an ID number on a doctor', kind: 'doctor', body: { field: 'aadharNumber' }, status: 400, message: 'This field cannot be revealed' },
    { case: 'no field', kind: 'patient', body: {}, status: 400, message: 'Choose a field to reveal' },
    { case: 'a field as a list', kind: 'patient', body: { field: ['email'] }, status: 400, message: 'Choose a field to reveal' },
    { case: 'an ID number not on file', kind: 'patient', body: { field: 'otherIDProof' }, status: 404, message: 'This registration has no such number on file' },
  ])('refuses $case with $status', async ({ kind, body, status, message }) => {
    const id = kind === 'doctor' ? ids.doctor : ids.patient;
    const before = (await auditRows('registration.reveal')).length;
    const response = await reveal(kind, id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(await auditRows('registration.reveal')).toHaveLength(before);
  });
});

describe('GET /api/staff/documents/:documentId', () => {
  const documentsOf = async (id: string) => (await server.rows('documents')).filter((row) => row.owner_id === id);

  it('streams the stored bytes with their media type, inline, never cached, sandboxed, and logs the view', async () => {
    const [photo] = (await documentsOf(ids.doctor)).filter((row) => row.field === 'profilePhoto');
    const response = await get(`/api/staff/documents/${String(photo!.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await server.storedUpload(String(photo!.stored_name)))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="doctor-profilePhoto.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const [view] = (await auditRows('document.view')).slice(-1);
    expect(view).toMatchObject({ target: `doctor:${ids.doctor}`, detail: JSON.stringify({ document: photo!.id, field: 'profilePhoto' }) });
  });

  it('refuses agents (403) and callers without a session (401), logging nothing', async () => {
    const [document] = await documentsOf(ids.hospital);
    const url = `/api/staff/documents/${String(document!.id)}`;
    const before = (await auditRows('document.view')).length;
    expect((await get(url, 'agent')).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url, headers: { origin: OWN_ORIGIN } })).statusCode).toBe(401);
    expect(await auditRows('document.view')).toHaveLength(before);
  });

  it('answers an unknown document with 404', async () => {
    const response = await get('/api/staff/documents/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This document does not exist. It may have been erased.' });
  });

  it('is the only way to a document: no public path serves it', async () => {
    for (const row of await documentsOf(ids.doctor)) {
      for (const url of [`/uploads/${String(row.stored_name)}`, `/${String(row.stored_name)}`, `/api/documents/${String(row.id)}`, `/documents/${String(row.id)}`]) {
        const response = await server.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).not.toMatch(/^image\//);
      }
    }
  });
});

describe('POST /api/staff/registrations/:kind/:id/review', () => {
  const reviewUrl = () => `/api/staff/registrations/hospital/${ids.hospital}/review`;

  it('verifies on the version it was made on, logs it, and refuses a change made on a stale version (409)', async () => {
    const verified = await post(reviewUrl(), { version: 1, status: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<RegistrationDetail>()).toMatchObject({ status: 'verified', reason: null, version: 2, updatedBy: { email: 'supervisor@healvia.example' } });
    const [entry] = (await auditRows('registration.review')).slice(-1);
    expect(entry).toMatchObject({ target: `hospital:${ids.hospital}`, detail: JSON.stringify({ status: 'verified', version: 2 }) });

    const stale = await post(reviewUrl(), { version: 1, status: 'rejected', reason: 'Certificate unreadable' }, 'admin');
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<RegistrationReviewConflict>();
    expect(conflict.message).toMatch(/^supervisor@healvia\.example changed the status at \d{2}:\d{2}\. Your change was not saved: check the registration and try again\.$/);
    expect(conflict.current).toMatchObject({ status: 'verified', version: 2 });
    expect(conflict.change).toEqual({ by: 'supervisor@healvia.example', at: conflict.current.updatedAt, field: 'status' });
    expect((await get(`/api/staff/registrations?status=verified`)).json<RegistrationList>().registrations.map((row) => row.id)).toEqual([ids.hospital]);
  });

  it('rejects with a trimmed reason, and a decision can be changed on the current version', async () => {
    const rejected = await post(reviewUrl(), { version: 2, status: 'rejected', reason: '  Registration certificate has expired  ' }, 'admin');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<RegistrationDetail>()).toMatchObject({ status: 'rejected', reason: 'Registration certificate has expired', version: 3, updatedBy: { email: 'admin@healvia.example' } });
    const again = await post(reviewUrl(), { version: 3, status: 'verified', reason: 'ignored without a rejection' });
    expect(again.json<RegistrationDetail>()).toMatchObject({ status: 'verified', reason: null, version: 4 });
  });

  it.each([
    { case: 'a rejection without a reason', body: { version: 4, status: 'rejected' }, field: 'reason', message: 'Enter the reason for rejecting this registration' },
    { case: 'a reason of spaces', body: { version: 4, status: 'rejected', reason: '   ' }, field: 'reason', message: 'Enter the reason for rejecting this registration' },
    { case: 'a reason of 501 characters', body: { version: 4, status: 'rejected', reason: 'x'.repeat(501) }, field: 'reason', message: 'The reason must be 500 characters or fewer' },
    { case: 'a reason that is not text', body: { version: 4, status: 'rejected', reason: 7 }, field: 'reason', message: 'Enter the reason for rejecting this registration' },
    { case: 'a reason with control characters', body: { version: 4, status: 'rejected', reason: 'bad\u0000reason' }, field: 'reason', message: UNSAFE_TEXT_MESSAGE },
    { case: 'back to pending', body: { version: 4, status: 'pending' }, field: 'status', message: 'Select Verified or Rejected' },
    { case: 'no status', body: { version: 4 }, field: 'status', message: 'Select Verified or Rejected' },
    { case: 'no version', body: { status: 'verified' }, field: 'version', message: 'Reload the registration and try again' },
    { case: 'a version as text', body: { version: '4', status: 'verified' }, field: 'version', message: 'Reload the registration and try again' },
    { case: 'a fractional version', body: { version: 4.5, status: 'verified' }, field: 'version', message: 'Reload the registration and try again' },
    { case: 'an extra field', body: { version: 4, status: 'verified', updatedBy: 'someone' }, field: 'updatedBy', message: 'Unknown field' },
    { case: 'a list', body: [{ version: 4, status: 'verified' }], field: undefined, message: 'The request body must be a JSON object' },
  ])('refuses $case with 400 and changes nothing', async ({ body, field, message }) => {
    const response = await post(reviewUrl(), body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ message: string; fields: Record<string, string> }>();
    if (field) expect(answer.fields[field]).toBe(message);
    else expect(answer.message).toBe(message);
    expect((await get(`/api/staff/registrations/hospital/${ids.hospital}`)).json<RegistrationDetail>().version).toBe(4);
  });

  it('answers a review of an unknown registration with 404 and a body that is not JSON with 400 or 415', async () => {
    expect((await post(`/api/staff/registrations/patient/no-such-id/review`, { version: 1, status: 'verified' })).statusCode).toBe(404);
    const text = await server.request({ method: 'POST', url: reviewUrl(), payload: 'status=verified', headers: { ...as('supervisor'), 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(text.statusCode);
    const broken = await server.request({ method: 'POST', url: reviewUrl(), payload: '{"version":', headers: { ...as('supervisor'), 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
  });
});

describe('the audit trail of registrations', () => {
  it('names what was read and by whom, never the personal data itself', async () => {
    const entries = (await server.rows('audit_log')).filter((row) => /^(registration|document)\./.test(String(row.action)));
    expect(new Set(entries.map((row) => row.action))).toEqual(new Set(['registration.list', 'registration.view', 'registration.reveal', 'registration.review', 'document.view']));
    const patient = patientWithEveryId();
    const personal = [
      patient.fullName,
      patient.aadharNumber,
      patient.pmjayId,
      patient.otherIDProof,
      patient.insurancePolicyNumber,
      '9812345678',
      patient.email,
      validDoctorFields().fullName,
      validDoctorFields().email,
      validHospitalFields().hospitalName,
      'Registration certificate has expired',
    ];
    for (const entry of entries) {
      expect(entry.actor_staff_id).toEqual(expect.any(String));
      for (const value of personal) expect(`${String(entry.target)} ${String(entry.detail)}`).not.toContain(value);
    }
  });
});

describe('an erased registration', () => {
  it('leaves the review list with its record (npm run leads -- erase)', async () => {
    const erased = await runLeads(server.storageEnv, 'erase', 'doctor', ids.doctor);
    expect(erased.code, erased.err).toBe(0);
    expect((await server.rows('registration_reviews')).map((row) => row.registration_id)).not.toContain(ids.doctor);
    expect((await get('/api/staff/registrations?kind=doctor')).json<RegistrationList>().registrations).toEqual([]);
    expect((await get(`/api/staff/registrations/doctor/${ids.doctor}`)).statusCode).toBe(404);
  });
});
