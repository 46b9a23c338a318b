import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { tabTo } from './keyboard';
import {
  databaseBytes,
  pdfRenamedPng,
  phonePhotoUpload,
  pngUpload,
  randomDigits,
  randomMobile,
  reviewOf,
  storedDocuments,
  storedFileNames,
  storedRows,
  unique,
  uploadsDir,
  type UploadFile,
} from './onboarding-support';

const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const WRONG_TYPE = 'Only JPG/JPEG/PNG images are allowed';

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function tickConsents(page: Page) {
  await page.getByRole('checkbox', { name: /^I declare/ }).check();
  await page.getByRole('checkbox', { name: /^I have read and agree to the Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
}

async function expectStoredThenHome(page: Page, message: string) {
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL('/');
}

test.describe('onboarding', () => {
  const forms = [
    ['Patient Registration', '/patient-onboard-form', 'Submit registration'],
    ['Doctor Registration', '/doctor-onboard-form', 'Submit registration'],
    ['Hospital Registration', '/hospital-onboard-form', 'Register hospital'],
  ] as const;

  test('the chooser leads to each form', async ({ page }) => {
    for (const [name, path] of forms) {
      await page.goto('/onboard-form');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Professional Onboarding');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('form', { name })).toBeVisible();
    }
  });

  // Each form as loaded is audited by routes.spec.ts; a failed submit is the state only a visitor reaches.
  for (const [name, path, submit] of forms) {
    test(`the ${name} form passes axe after a failed submit`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('form', { name }).getByRole('button', { name: submit }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a patient registers with the keyboard alone; ID numbers are stored encrypted', async ({ page }) => {
    const email = `meena.${unique()}@example.in`;
    const aadhaar = `9${randomDigits(11)}`;
    const pmjay = `PMJAY${randomDigits(9)}`;
    await page.goto('/onboard-form');
    await tabTo(page, page.getByRole('link', { name: 'Patient Registration' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/patient-onboard-form');

    // Reached by Tab alone; the text is entered whole (as autofill or a paste would), except Blood Group's letter, whose completion is per key.
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, field(page, label));
      await page.keyboard.insertText(text);
    };
    await typeInto('Full Name', 'Meena Iyer');
    await tabTo(page, page.getByRole('radio', { name: 'Female' }));
    await page.keyboard.press('Space');
    await typeInto('Age', '54');
    await tabTo(page, field(page, 'Blood Group'));
    await page.keyboard.type('B');
    await typeInto('Mobile Number', randomMobile());
    await typeInto('Email', email);
    await typeInto('Aadhar Number', aadhaar);
    await typeInto('PMJAY ID', pmjay);
    await tabTo(page, page.getByRole('checkbox', { name: /^I have a ration card/ }));
    await page.keyboard.press('Space');
    await expect(field(page, 'Other ID Proof')).toBeDisabled();
    await typeInto('Chief Complaint', 'Knee pain for two years');
    await tabTo(page, page.getByRole('checkbox', { name: /^I declare/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /^I have read and agree/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /^I accept the Terms/ }));
    await page.keyboard.press('Space');
    await typeInto('Signature (type your full name)', 'Meena Iyer');
    await expect(field(page, 'Blood Group')).toHaveValue('B+');
    await tabTo(page, page.getByRole('button', { name: 'Submit registration' }));
    await page.keyboard.press('Enter');
    await expectStoredThenHome(page, 'Submitted Successfully!');

    const [patient] = storedRows('patients', 'email', email);
    expect(reviewOf('patient', patient?.id), 'a person is never held back as a bot').toEqual({ status: 'pending', quarantine_reasons: null });
    expect(patient).toMatchObject({ full_name: 'Meena Iyer', gender: 'Female', age: 54, blood_group: 'B+', ration_card_available: 0, other_id_proof: null });
    expect(String(patient?.aadhar_number)).toMatch(/^enc:v1:/);
    expect(String(patient?.pmjay_id)).toMatch(/^enc:v1:/);
    const onDisk = databaseBytes();
    expect(onDisk.includes(aadhaar)).toBe(false);
    expect(onDisk.includes(pmjay)).toBe(false);
  });

  test('a doctor registers with three real images; the photo is stored without its GPS position', async ({ page }) => {
    const email = `dr.${unique()}@example.in`;
    await page.goto('/doctor-onboard-form');
    await fillFields(page, {
      'Full Name': 'Dr. Arjun Rao',
      'Date of Birth': '1981-04-12',
      'Mobile Number': randomMobile(),
      Email: email,
      State: 'Karnataka',
      District: 'Bengaluru Urban',
      'Clinic Address': '14 Residency Road, Bengaluru',
      Qualification: 'MBBS, MD (General Medicine)',
      Specialization: 'Internal Medicine',
      'Medical Registration Number': `KMC-${randomDigits(6)}`,
      'Board Name': 'Karnataka Medical Council',
      'Years of Experience': '15',
      'Available Days': 'Monday to Saturday',
      'Available Timings': '10 am to 6 pm',
      'Signature (type your full name)': 'Arjun Rao',
    });
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('group', { name: 'Mode of Consultation' }).getByRole('radio', { name: 'Both' }).check();
    const photo = await phonePhotoUpload('selfie.jpg');
    await field(page, 'Profile Photo').setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Preview of selfie.jpg' })).toBeVisible();
    await field(page, 'Medical Registration Certificate').setInputFiles(await pngUpload('kmc-certificate.png'));
    await field(page, 'Government ID').setInputFiles(await pngUpload('pan.png', '#568'));
    await tickConsents(page);
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await expectStoredThenHome(page, 'Submitted Successfully!');

    const [doctor] = storedRows('doctors', 'email', email);
    expect(reviewOf('doctor', doctor?.id), 'a person is never held back as a bot').toEqual({ status: 'pending', quarantine_reasons: null });
    expect(doctor).toMatchObject({ full_name: 'Dr. Arjun Rao', yoe: 15, mode_of_consultation: 'Both', declaration: 1 });
    const documents = await storedDocuments(String(doctor?.id));
    expect(documents.map((document) => document.field).sort()).toEqual(['governmentID', 'medicalRegistrationCertificate', 'profilePhoto']);
    const stored = documents.find((document) => document.field === 'profilePhoto');
    expect(stored?.metadata).toMatchObject({ format: 'jpeg', width: 60, height: 40 });
    expect(stored?.metadata.exif).toBeUndefined();
    expect(stored?.bytes.includes('AcmePhone')).toBe(false);
  });

  test('a hospital registers with four real images and its consents left unticked', async ({ page }) => {
    const email = `admin.${unique()}@example.in`;
    await page.goto('/hospital-onboard-form');
    await fillFields(page, {
      'Hospital Name': 'Sunrise Multispeciality Hospital',
      'Year of Establishment': '1998',
      'Registration Number': `KA-HSP-${randomDigits(5)}`,
      Accreditation: 'NABH',
      'Owner Name': 'Kavita Menon',
      'Mobile Number': randomMobile(),
      Email: email,
      State: 'Kerala',
      District: 'Ernakulam',
      'Hospital Address': 'NH 66, Edappally, Kochi',
      'Number of Doctors': '85',
      'Number of Beds': '240',
      'Departments Available': 'Cardiology, Orthopaedics, Paediatrics',
      'Operation Theatres': '6',
      'Lab Facilities': 'Pathology, radiology, blood bank',
      'Authorized Signatory Name': 'Kavita Menon',
    });
    await field(page, 'Hospital Type').selectOption('Private');
    await page.getByRole('group', { name: 'Emergency Service' }).getByRole('radio', { name: '24/7 Available' }).check();
    const uploads: [string, UploadFile][] = [
      ['Hospital Registration Certificate', await pngUpload('registration.png')],
      ['Accreditation Certificate', await pngUpload('nabh.png', '#a53')],
      ['Owner ID', await phonePhotoUpload('owner-id.jpg')],
      ['Hospital Photo', await pngUpload('front.png', '#38c')],
    ];
    for (const [label, upload] of uploads) await field(page, label).setInputFiles(upload);
    await page.getByRole('button', { name: 'Register hospital' }).click();
    await expectStoredThenHome(page, 'Hospital registered successfully!');

    const [hospital] = storedRows('hospitals', 'email', email);
    expect(reviewOf('hospital', hospital?.id), 'a person is never held back as a bot').toEqual({ status: 'pending', quarantine_reasons: null });
    expect(hospital).toMatchObject({ hospital_type: 'Private', year_of_establishment: 1998, emergency_service: '24/7 Available', declaration: 0 });
    const documents = await storedDocuments(String(hospital?.id));
    expect(documents).toHaveLength(4);
    for (const document of documents) expect(document.metadata.exif).toBeUndefined();
  });

  test('a PDF renamed .png is refused by the browser on selection and by the server', async ({ page, request }) => {
    await page.goto('/doctor-onboard-form');
    await field(page, 'Government ID').setInputFiles(pdfRenamedPng('aadhaar.png'));
    await expect(field(page, 'Government ID')).toHaveAccessibleDescription(new RegExp(`Error: ${WRONG_TYPE}`));
    await expect(page.getByRole('img', { name: 'Preview of aadhaar.png' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const email = `forged.${unique()}@example.in`;
    const response = await request.post('/api/doctors', {
      multipart: {
        fullName: 'Forged Upload',
        gender: 'Male',
        dob: '1980-01-01',
        mobileNumber: randomMobile(),
        email,
        state: 'Goa',
        district: 'North Goa',
        clinicAddress: 'Panaji',
        qualification: 'MBBS',
        specialization: 'General',
        medicalRegistrationNumber: 'GMC-1',
        boardName: 'Goa Medical Council',
        yoe: '5',
        modeOfConsultation: 'Online',
        availableDays: 'Mon',
        availableTimings: '9-5',
        declaration: 'true',
        privacyPolicy: 'true',
        termsConditions: 'true',
        signature: 'Forged Upload',
        profilePhoto: await pngUpload('photo.png'),
        medicalRegistrationCertificate: await pngUpload('certificate.png'),
        governmentID: pdfRenamedPng('aadhaar.png'),
      },
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({ message: WRONG_TYPE, fields: { governmentID: WRONG_TYPE } });
    expect(storedRows('doctors', 'email', email)).toEqual([]);
    expect(storedFileNames().filter((name) => readFileSync(path.join(uploadsDir, name)).subarray(0, 5).toString() === '%PDF-')).toEqual([]);
  });
});
