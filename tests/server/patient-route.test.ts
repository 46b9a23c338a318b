import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPatient } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe('POST /api/patients', () => {
  it('stores a valid registration as exactly one row', async () => {
    const response = await server.postJson('/api/patients', validPatient());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(String), message: 'Submitted Successfully!' });
    expect(await server.rows('patients')).toEqual([
      expect.objectContaining({
        full_name: 'Meera Iyer',
        age: 34,
        aadhar_available: 1,
        aadhar_number: expect.stringMatching(/^enc:v1:/),
        pmjay_id: expect.stringMatching(/^enc:v1:/),
        ration_card_available: 0,
        other_id_proof: null,
        declaration: 1,
      }),
    ]);
    const [row] = (await server.rows('patients'));
    expect(server.decryptStored('patients.aadhar_number', String(row!.aadhar_number))).toBe('123412341234');
    expect(server.decryptStored('patients.pmjay_id', String(row!.pmjay_id))).toBe('PMJAY98765');
  });

  it('does not keep an ID number whose "available" box was unticked', async () => {
    const response = await server.postJson('/api/patients', { ...validPatient(), aadharAvailable: false, aadharNumber: '999988887777' });
    expect(response.statusCode).toBe(201);
    const row = (await server.rows('patients')).find((candidate) => candidate.id === response.json<{ id: string }>().id);
    expect(row?.aadhar_number).toBeNull();
  });

  it('drops insurance details unless the treatment option is Private Insurance', async () => {
    const insurance = { insuranceCompany: 'Star Health', insurancePolicyNumber: 'SH-1' };
    const selfPay = await server.postJson('/api/patients', { ...validPatient(), ...insurance });
    const insured = await server.postJson('/api/patients', { ...validPatient(), ...insurance, treatmentOption: 'Private Insurance' });
    const rows = await server.rows('patients');
    const rowOf = (response: typeof selfPay) => rows.find((row) => row.id === response.json<{ id: string }>().id);
    expect(rowOf(selfPay)).toMatchObject({ insurance_company: null, insurance_policy_number: null });
    expect(rowOf(insured)).toMatchObject({ insurance_company: 'Star Health' });
    expect(server.decryptStored('patients.insurance_policy_number', String(rowOf(insured)?.insurance_policy_number))).toBe('SH-1');
  });

  const { fullName: _omitted, ...withoutName } = validPatient();
  it.each([
    { case: 'a missing full name', body: withoutName, field: 'fullName', message: 'Full Name is required' },
    { case: 'an unlisted gender', body: { ...validPatient(), gender: 'Robot' }, field: 'gender', message: 'Gender is required' },
    { case: 'a non-numeric age', body: { ...validPatient(), age: 'thirty' }, field: 'age', message: 'Age must be a number' },
    { case: 'a mobile number with letters', body: { ...validPatient(), mobileNumber: '+91-98abc' }, field: 'mobileNumber', message: 'Please enter a valid mobile number' },
    { case: 'an e-mail with a space', body: { ...validPatient(), email: 'meera iyer@example.com' }, field: 'email', message: 'Please enter a valid email address' },
    { case: 'an unticked declaration', body: { ...validPatient(), declaration: false }, field: 'declaration', message: 'Declaration is required' },
    { case: 'an unticked privacy policy', body: { ...validPatient(), privacyPolicy: false }, field: 'privacyPolicy', message: 'Privacy Policy consent is required' },
    { case: 'missing terms', body: { ...validPatient(), termsConditions: undefined }, field: 'termsConditions', message: 'Terms & Conditions must be accepted' },
    { case: 'Aadhaar ticked without a number', body: { ...validPatient(), aadharNumber: '' }, field: 'aadharNumber', message: 'Aadhar Number is required' },
    { case: 'Ayushman ticked without a PMJAY ID', body: { ...validPatient(), pmjayId: undefined }, field: 'pmjayId', message: 'PMJAY ID is required' },
    { case: 'ration card ticked without another ID', body: { ...validPatient(), rationCardAvailable: true }, field: 'otherIDProof', message: 'Other ID Proofis required' },
    { case: 'a blank signature', body: { ...validPatient(), signature: ' ' }, field: 'signature', message: 'Signature is required' },
    { case: 'a checkbox sent as text', body: { ...validPatient(), aadharAvailable: 'yes' }, field: 'aadharAvailable', message: expect.any(String) },
    { case: 'a 2001-character complaint', body: { ...validPatient(), chiefComplaint: 'c'.repeat(2001) }, field: 'chiefComplaint', message: 'Must be 2000 characters or fewer' },
    { case: 'an unknown key', body: { ...validPatient(), password: 'x' }, field: 'password', message: 'Unknown field' },
  ])('refuses $case with 400 and stores nothing', async ({ body, field, message }) => {
    const before = (await server.rowCount('patients'));
    const response = await server.postJson('/api/patients', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', fields: { [field]: message } });
    expect(await server.rowCount('patients')).toBe(before);
  });
});
