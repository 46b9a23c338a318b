import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseRadio, fieldOf, fillIn, pickFile, setChecked } from './onboarding-play';

/** What a visitor reads on the Hindi registration pages: the forms' names (their pages' headings) and buttons. */
export const HINDI = {
  chooser: 'मरीज़, डॉक्टर और अस्पताल रजिस्ट्रेशन',
  patientForm: 'मरीज़ रजिस्ट्रेशन',
  doctorForm: 'डॉक्टर रजिस्ट्रेशन',
  hospitalForm: 'अस्पताल रजिस्ट्रेशन',
  back: 'सभी तरह के रजिस्ट्रेशन',
  requiredNote: '* के निशान वाले खाने भरना ज़रूरी है।',
  submit: 'रजिस्ट्रेशन भेजें',
  registerHospital: 'अस्पताल रजिस्टर करें',
  missingDocuments: 'सभी ज़रूरी डॉक्यूमेंट अपलोड करें।',
  wrongType: 'सिर्फ़ JPG/JPEG/PNG फ़ोटो ही अपलोड की जा सकती हैं।',
  privacyLink: /^प्राइवेसी पॉलिसी\s*\(नए टैब में खुलेगा\)$/,
  termsLink: /^नियम और शर्तें\s*\(नए टैब में खुलेगा\)$/,
} as const;

/** The three consent boxes of a Hindi form, by the start of their labels. */
export const HINDI_CONSENT_BOXES = [/^मेरी दी गई सारी जानकारी/, /^मैंने प्राइवेसी पॉलिसी/, /^मुझे नियम और शर्तें/] as const;

/** The form's name in the story's language: its heading, which the stories' decorator renders. */
export const formName = (locale: unknown, english: string, hindi: string) => (locale === 'hi' ? hindi : english);

/** A field shows this message and the error summary links to it by the same words. */
export async function expectFieldError(form: HTMLElement, label: string, message: string) {
  await waitFor(() => expect(fieldOf(form, label)).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(within(form).getByRole('link', { name: message })).toBeInTheDocument();
}

/** The radio in the group `legend` shown as `label`, which sends `value`. */
export async function expectRadioOption(form: HTMLElement, legend: string, label: string, value: string) {
  const group = within(form).getByRole('group', { name: legend });
  await expect(within(group).getByRole('radio', { name: label })).toHaveAttribute('value', value);
}

/** The select's option shown as `label`, which sends `value`. */
export async function expectSelectOption(form: HTMLElement, selectLabel: string, label: string, value: string) {
  await expect(within(fieldOf(form, selectLabel)).getByRole('option', { name: label })).toHaveAttribute('value', value);
}

/** The patient of patient-play, typed into the Hindi form. */
export const patientTextInHindi = {
  'पूरा नाम': 'Meena Iyer',
  उम्र: '54',
  'मोबाइल नंबर': '9876543210',
  'e-mail': 'meena.iyer@example.in',
  'Aadhaar नंबर': '234567890123',
  'PMJAY ID': 'PMJAY12345678',
  'दूसरा ID प्रूफ़': 'RC-KA-0099123',
  'हस्ताक्षर (अपना पूरा नाम लिखें)': 'Meena Iyer',
};

/** Fills every required answer of the Hindi patient form (plus `extra`) and ticks the consents, without submitting. */
export async function fillPatientInHindi(form: HTMLElement, extra: Record<string, string> = {}) {
  await fillIn(form, { ...patientTextInHindi, ...extra });
  await chooseRadio(form, 'लिंग', 'महिला');
  for (const box of HINDI_CONSENT_BOXES) await setChecked(form, box, true);
}

/** The hospital of hospital-play, typed into the Hindi form; the type is picked by its Hindi label. */
export const hospitalTextInHindi = {
  'अस्पताल का नाम': 'Sanjeevani Multispeciality Hospital',
  'अस्पताल का प्रकार': 'प्राइवेट',
  'स्थापना का साल': '1998',
  'रजिस्ट्रेशन नंबर': 'KA-MYS-HOSP-2041',
  'मान्यता (Accreditation)': 'NABH',
  'मालिक का नाम': 'Ramesh Rao',
  'मोबाइल नंबर': '+918214567890',
  'e-mail': 'admin@sanjeevani.example.in',
  राज्य: 'Karnataka',
  ज़िला: 'Mysuru',
  'अस्पताल का पता': '45 Sayyaji Rao Road, Mysuru 570001',
  'डॉक्टरों की संख्या': '48',
  'बेड की संख्या': '220',
  'उपलब्ध विभाग': 'Cardiology, Orthopaedics, Paediatrics',
  'ऑपरेशन थिएटर': '6',
  'लैब की सुविधाएँ': 'Pathology, radiology, blood bank',
  'अधिकृत हस्ताक्षरकर्ता का नाम': 'Ramesh Rao',
};

/** The hospital's four documents by their Hindi labels, in hospital-play's order. */
export const HOSPITAL_DOCUMENTS_IN_HINDI = ['अस्पताल का रजिस्ट्रेशन सर्टिफ़िकेट', 'मान्यता (Accreditation) सर्टिफ़िकेट', 'मालिक की ID', 'अस्पताल की फ़ोटो'] as const;

/** Answers every question of the Hindi hospital form, consents left as they are, without documents or submitting. */
export async function fillHospitalInHindi(form: HTMLElement) {
  await fillIn(form, hospitalTextInHindi);
  await chooseRadio(form, 'इमरजेंसी सेवा', '24x7 उपलब्ध');
}

export const submitInHindi = (form: HTMLElement, name: string = HINDI.submit) => userEvent.click(within(form).getByRole('button', { name }));

/** Picks each file in the upload field with that label, until the input holds it (the shown line is the design system's text). */
export async function pickDocumentsByLabel(form: HTMLElement, files: Record<string, File>) {
  for (const [label, file] of Object.entries(files)) {
    await pickFile(form, label, file);
    await waitFor(() => expect((fieldOf(form, label) as HTMLInputElement).files?.[0]?.name).toBe(file.name));
  }
}
