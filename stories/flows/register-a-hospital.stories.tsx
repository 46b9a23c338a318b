import type { Meta, StoryObj } from '@storybook/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { HospitalRegistrationPage } from '@/app/pages/hospital-registration/hospital-registration-page';
import { OnboardingPage } from '@/app/pages/onboarding/onboarding-page';
import { routeManifest } from '@/app/route-manifest';
import { sentTo } from '../features/auth/auth-play';
import { expectToast } from '../features/leads/lead-play';
import { HOSPITALS_PATH, HOSPITAL_DOCUMENTS, fillHospital, hospitalDocuments, sentHospital, submitHospital } from '../features/onboarding/hospital-play';
import { expectFileRefused, expectToastBesideForm, formOf, gifFile, pickDocuments, pickFile, startWithNoRequests, tickConsents } from '../features/onboarding/onboarding-play';
import { HINDI, HOSPITAL_DOCUMENTS_IN_HINDI, expectFieldError, fillHospitalInHindi, pickDocumentsByLabel, submitInHindi } from '../features/onboarding/hindi-play';

/** Where the journey ends: the app's home, shown here by its path. */
function Home() {
  return <p>Navigated to {useLocation().pathname}</p>;
}

/** The two onboarding pages of the journey as the app routes them, and home. */
function OnboardingRoutes() {
  return (
    <Routes>
      <Route path={routeManifest.onboard.path.slice(1)} element={<OnboardingPage />} />
      <Route path={routeManifest.hospitalOnboard.path.slice(1)} element={<HospitalRegistrationPage />} />
      <Route path="*" element={<Home />} />
    </Routes>
  );
}

const meta = {
  title: 'Flows/Register a hospital',
  component: OnboardingRoutes,
  parameters: { layout: 'fullscreen', route: { path: '/*', initialEntry: routeManifest.onboard.path } },
  beforeEach: startWithNoRequests,
} satisfies Meta<typeof OnboardingRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hospital administrator picks their registration, trips over the rules twice, fixes both and is registered. */
export const FromTheChooser: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    let hospital: HTMLElement = canvasElement;

    await step('the chooser offers the three registrations', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Healthcare Professional Onboarding' })).toBeVisible();
      await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    });

    await step('they choose Hospital Registration and the form opens', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Hospital Registration' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Hospital Registration' })).toBeVisible();
      hospital = formOf(canvasElement, 'Hospital Registration');
    });

    await step('submitting it empty lists every missing answer and says the documents are missing', async () => {
      await submitHospital(hospital);
      const summary = await within(hospital).findByRole('heading', { name: 'There is a problem' });
      const messages = within(summary.closest('[role="alert"]') as HTMLElement).getAllByRole('link').map((link) => link.textContent);
      await expect(messages).toHaveLength(22);
      await expect(messages[0]).toBe('Hospital name is required');
      await expect(messages).toContain('Year of establishment is required');
      await expectToastBesideForm(canvasElement, 'All required documents must be uploaded', 'assertive');
      await userEvent.click(within(hospital).getByRole('link', { name: 'Hospital name is required' }));
      await expect(within(hospital).getByLabelText('Hospital Name')).toHaveFocus();
    });

    await step('they fill in every answer and tick the consents', async () => {
      await fillHospital(hospital);
      await tickConsents(hospital);
    });

    await step('a GIF of the hospital is refused as soon as it is picked', async () => {
      await pickFile(hospital, 'Hospital Photo', gifFile());
      await expectFileRefused(hospital, 'Hospital Photo', 'Only JPG/JPEG/PNG images are allowed');
    });

    await step('they pick the four documents as PNGs and submit', async () => {
      await pickDocuments(hospital, hospitalDocuments());
      for (const label of HOSPITAL_DOCUMENTS) await expect(within(hospital).getByLabelText(label, { exact: true })).not.toHaveAttribute('aria-invalid');
      await submitHospital(hospital);
    });

    await step('the hospital is registered and they are taken home', async () => {
      await expectToast(canvasElement, 'Hospital registered successfully!', 'polite');
      await expect(await canvas.findByText('Navigated to /')).toBeInTheDocument();
    });

    await step('every answer and the four documents went to the API as multipart', async () => {
      await expect(await sentTo(HOSPITALS_PATH)).toEqual({ ...sentHospital, declaration: 'true', privacyPolicy: 'true', termsConditions: 'true' });
    });
  },
};

/** The same journey on the Hindi pages: every label and message in Hindi, and the API receives the spec's English values. */
export const FromTheChooserInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    let hospital: HTMLElement = canvasElement;

    await step('they choose the hospital registration and the form opens', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: HINDI.chooser })).toBeVisible();
      await userEvent.click(canvas.getByRole('link', { name: HINDI.hospitalForm }));
      await expect(await canvas.findByRole('heading', { level: 1, name: HINDI.hospitalForm })).toBeVisible();
      hospital = formOf(canvasElement, HINDI.hospitalForm);
    });

    await step('submitting it empty says, in Hindi, what is missing', async () => {
      await submitInHindi(hospital, HINDI.registerHospital);
      await expectFieldError(hospital, 'अस्पताल का नाम', 'अस्पताल का नाम लिखना ज़रूरी है।');
      await expectToastBesideForm(canvasElement, HINDI.missingDocuments, 'assertive');
    });

    await step('they answer everything, pick the four documents and submit', async () => {
      await fillHospitalInHindi(hospital);
      const files = hospitalDocuments();
      await pickDocumentsByLabel(hospital, Object.fromEntries(HOSPITAL_DOCUMENTS.map((label, index) => [HOSPITAL_DOCUMENTS_IN_HINDI[index], files[label]])));
      await submitInHindi(hospital, HINDI.registerHospital);
    });

    await step('the hospital is registered and they are taken home', async () => {
      await expectToast(canvasElement, 'अस्पताल का रजिस्ट्रेशन हो गया है!', 'polite');
      await expect(await canvas.findByText('Navigated to /')).toBeInTheDocument();
    });

    await step('the API received the English values of the Hindi choices', async () => {
      await expect(await sentTo(HOSPITALS_PATH)).toEqual(sentHospital);
    });
  },
};
