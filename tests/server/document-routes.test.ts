import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validDoctorFields, validHospitalFields } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import {
  exactlyMaxSizePng,
  fieldParts,
  jpegFile,
  multipartBody,
  oversizePng,
  pdfPretendingToBePng,
  pngFile,
  type Part,
} from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function postParts(url: string, parts: Part[]) {
  const { payload, headers } = await multipartBody(parts);
  return server.request({ method: 'POST', url, payload, headers });
}

const doctorDocuments = (): Part[] => [
  ['profilePhoto', pngFile('me.png')],
  ['medicalRegistrationCertificate', jpegFile('registration.jpg')],
  ['governmentID', jpegFile('pan-card.jpeg')],
];
const validDoctorParts = (): Part[] => [...fieldParts(validDoctorFields()), ...doctorDocuments()];
const withoutPart = (parts: Part[], name: string) => parts.filter(([partName]) => partName !== name);
const replacingPart = (parts: Part[], name: string, value: string | File) =>
  parts.map(([partName, partValue]): Part => [partName, partName === name ? value : partValue]);

describe('POST /api/doctors', () => {
  afterEach(async () => {
    expect((await server.uploadedFiles()).filter((file) => file.includes(`${path.sep}.incoming${path.sep}`))).toEqual([]);
  });

  it('stores one doctor row, three document rows and three files under random names', async () => {
    const parts = replacingPart(validDoctorParts(), 'profilePhoto', exactlyMaxSizePng());
    const response = await postParts('/api/doctors', parts);

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await server.rows('doctors')).toEqual([expect.objectContaining({ id, full_name: 'Dr. Kabir Rao', yoe: 14, declaration: 1 })]);
    const documents = (await server.rows('documents'));
    expect(documents.map((row) => row.field).sort()).toEqual(['governmentID', 'medicalRegistrationCertificate', 'profilePhoto']);
    expect(documents.every((row) => row.owner_id === id && row.owner_kind === 'doctor')).toBe(true);
    const files = (await server.uploadedFiles()).map((file) => path.basename(file));
    expect(files.sort()).toEqual(documents.map((row) => String(row.stored_name)).sort());
    expect(files.every((name) => /^[0-9a-f-]{36}\.(png|jpg)$/.test(name))).toBe(true);
  });

  const tooBig = 'File size exceeds 5MB limit';
  const wrongType = 'Only JPG/JPEG/PNG images are allowed';
  const missing = 'All required documents must be uploaded';
  it.each([
    { case: 'a missing text field', parts: () => withoutPart(validDoctorParts(), 'fullName'), status: 400, field: 'fullName', message: 'Full name is required' },
    { case: 'years of experience in words', parts: () => replacingPart(validDoctorParts(), 'yoe', 'ten'), status: 400, field: 'yoe', message: 'Years of experience must be a number' },
    { case: 'an unticked consent', parts: () => replacingPart(validDoctorParts(), 'declaration', 'false'), status: 400, field: 'declaration', message: 'Declaration is required' },
    { case: 'a bad mobile number', parts: () => replacingPart(validDoctorParts(), 'mobileNumber', '0000'), status: 400, field: 'mobileNumber', message: 'Please enter a valid mobile number' },
    { case: 'an oversized text field', parts: () => replacingPart(validDoctorParts(), 'clinicAddress', 'a'.repeat(501)), status: 400, field: 'clinicAddress', message: 'Must be 500 characters or fewer' },
    { case: 'a missing document', parts: () => withoutPart(validDoctorParts(), 'governmentID'), status: 400, field: 'governmentID', message: missing },
    { case: 'an empty document', parts: () => replacingPart(validDoctorParts(), 'governmentID', new File([], 'empty.png', { type: 'image/png' })), status: 400, field: 'governmentID', message: missing },
    { case: 'text where a document belongs', parts: () => replacingPart(validDoctorParts(), 'profilePhoto', 'me.png'), status: 400, field: 'profilePhoto', message: 'Expected a file' },
    { case: 'a PDF labelled as PNG', parts: () => replacingPart(validDoctorParts(), 'medicalRegistrationCertificate', pdfPretendingToBePng()), status: 415, field: 'medicalRegistrationCertificate', message: wrongType },
    { case: 'a real PNG declared as a PDF', parts: () => replacingPart(validDoctorParts(), 'profilePhoto', new File([pngFile()], 'me.pdf', { type: 'application/pdf' })), status: 415, field: 'profilePhoto', message: wrongType },
    { case: 'a file over 5 MB', parts: () => replacingPart(validDoctorParts(), 'profilePhoto', oversizePng()), status: 413, field: undefined, message: tooBig },
    { case: 'a fourth file', parts: (): Part[] => [...validDoctorParts(), ['profilePhoto', pngFile('again.png')]], status: 413, field: undefined, message: 'Too many files in one request' },
    { case: 'the same document twice', parts: (): Part[] => [...withoutPart(validDoctorParts(), 'governmentID'), ['profilePhoto', pngFile('again.png')]], status: 400, field: 'profilePhoto', message: 'Sent more than once' },
    { case: 'a file under an unknown name', parts: (): Part[] => [...withoutPart(validDoctorParts(), 'governmentID'), ['resume', pngFile()]], status: 400, field: 'resume', message: 'Unknown field' },
    { case: 'an unknown text field', parts: (): Part[] => [...validDoctorParts(), ['isVerified', 'true']], status: 400, field: 'isVerified', message: 'Unknown field' },
    { case: 'a __proto__ field', parts: (): Part[] => [...validDoctorParts(), ['__proto__', '{"isAdmin":true}']], status: 400, field: undefined, message: 'Field names such as __proto__ are not allowed' },
    { case: 'a constructor field', parts: (): Part[] => [...validDoctorParts(), ['constructor', 'x']], status: 400, field: undefined, message: 'Field names such as __proto__ are not allowed' },
    { case: 'a text field over 16 KB', parts: () => replacingPart(validDoctorParts(), 'availableDays', 'd'.repeat(17 * 1024)), status: 413, field: undefined, message: 'The field availableDays is too long' },
  ])('refuses $case with $status, storing no row and no file', async ({ parts, status, field, message }) => {
    const response = await postParts('/api/doctors', parts());

    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(field ? { fields: { [field]: message } } : { message });
    expect(await server.rowCount('doctors')).toBe(1);
    expect(await server.rowCount('documents')).toBe(3);
    expect(await server.uploadedFiles()).toHaveLength(3);
  });

  it.each([
    { case: 'a JSON body', payload: JSON.stringify(validDoctorFields()), contentType: 'application/json' },
    { case: 'no content type at all', payload: 'fullName=x', contentType: undefined },
    { case: 'a urlencoded form', payload: 'fullName=x', contentType: 'application/x-www-form-urlencoded' },
  ])('refuses $case with 415', async ({ payload, contentType }) => {
    const response = await server.request({ method: 'POST', url: '/api/doctors', payload, headers: contentType ? { 'content-type': contentType } : {} });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Send the request body as multipart/form-data', error: 'Unsupported Media Type' });
    expect(await server.rowCount('doctors')).toBe(1);
  });

  it('refuses a body cut off mid-file with 400 and leaves no file', async () => {
    const { payload, headers } = await multipartBody(validDoctorParts());
    const response = await server.request({ method: 'POST', url: '/api/doctors', payload: payload.subarray(0, payload.length - 1200), headers });
    expect(response.statusCode).toBe(400);
    expect(await server.uploadedFiles()).toHaveLength(3);
  });
});

describe('POST /api/hospitals', () => {
  const hospitalDocuments = (): Part[] => [
    ['hospitalRegistrationCertificate', jpegFile('registration.jpg')],
    ['accreditationCertificate', pngFile('nabh.png')],
    ['ownerId', jpegFile('owner.jpg')],
    ['hospitalPhoto', pngFile('front.png')],
  ];
  const validHospitalParts = (): Part[] => [...fieldParts(validHospitalFields()), ...hospitalDocuments()];

  it('stores one hospital with four documents; unsent consents are stored as not given', async () => {
    const response = await postParts('/api/hospitals', validHospitalParts());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Hospital registered successfully!' });
    expect(await server.rows('hospitals')).toEqual([
      expect.objectContaining({ accreditation: 'NABH', number_of_beds: 220, declaration: 1, privacy_policy: 0, terms_conditions: 0 }),
    ]);
    expect((await server.rows('documents')).filter((row) => row.owner_kind === 'hospital')).toHaveLength(4);
  });

  it.each([
    { case: 'a missing accreditation certificate', parts: () => withoutPart(validHospitalParts(), 'accreditationCertificate'), status: 400, field: 'accreditationCertificate', message: 'All required documents must be uploaded' },
    { case: 'a year in words', parts: () => replacingPart(validHospitalParts(), 'yearOfEstablishment', 'nineteen'), status: 400, field: 'yearOfEstablishment', message: 'Year of establishment must be a number' },
    { case: 'an unlisted emergency service', parts: () => replacingPart(validHospitalParts(), 'emergencyService', 'Sometimes'), status: 400, field: 'emergencyService', message: 'Emergency service is required' },
    { case: 'a spoofed owner ID', parts: () => replacingPart(validHospitalParts(), 'ownerId', pdfPretendingToBePng()), status: 415, field: 'ownerId', message: 'Only JPG/JPEG/PNG images are allowed' },
    { case: 'a fifth file', parts: (): Part[] => [...validHospitalParts(), ['hospitalPhoto', pngFile('second.png')]], status: 413, field: undefined, message: 'Too many files in one request' },
  ])('refuses $case with $status, storing no row and no file', async ({ parts, status, field, message }) => {
    const filesBefore = (await server.uploadedFiles()).length;
    const response = await postParts('/api/hospitals', parts());

    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(field ? { fields: { [field]: message } } : { message });
    expect(await server.rowCount('hospitals')).toBe(1);
    expect(await server.uploadedFiles()).toHaveLength(filesBefore);
  });
});
