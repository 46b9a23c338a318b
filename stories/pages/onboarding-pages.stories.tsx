import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { routeManifest } from '@/app/route-manifest';
import { DoctorRegistrationScreen } from '@/features/onboarding/screens/doctor-registration-screen';
import { HospitalRegistrationScreen } from '@/features/onboarding/screens/hospital-registration-screen';
import { OnboardingChooserScreen } from '@/features/onboarding/screens/onboarding-chooser-screen';
import { PatientRegistrationScreen } from '@/features/onboarding/screens/patient-registration-screen';
import { HINDI } from '../features/onboarding/hindi-play';

const meta = {
  title: 'Pages/Onboarding',
  component: OnboardingChooserScreen,
  args: { heading: routeManifest.onboard.heading },
  parameters: { layout: 'fullscreen', route: { path: routeManifest.onboard.path } },
} satisfies Meta<typeof OnboardingChooserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chooser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Healthcare Professional Onboarding' })).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Patient Registration',
      'Doctor Registration',
      'Hospital Registration',
    ]);
  },
};

type Registration = 'patientOnboard' | 'doctorOnboard' | 'hospitalOnboard';
const screens = { patientOnboard: PatientRegistrationScreen, doctorOnboard: DoctorRegistrationScreen, hospitalOnboard: HospitalRegistrationScreen };

/** A registration page: its h1 names the form; a link leads back to the chooser. */
const registrationPage = (route: Registration): Story => {
  const Screen = screens[route];
  const { heading, path } = routeManifest[route];
  return {
    parameters: { route: { path } },
    render: () => <Screen heading={heading} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(canvas.getByRole('form', { name: heading })).toBeVisible();
      await expect(canvas.getByText(/^Fields marked/)).toHaveTextContent('Fields marked * are required.');
      await userEvent.click(canvas.getByRole('link', { name: 'All registration types' }));
      await expect(await canvas.findByText(`Navigated to ${routeManifest.onboard.path}`)).toBeInTheDocument();
    },
  };
};

export const PatientRegistration = registrationPage('patientOnboard');
export const DoctorRegistration = registrationPage('doctorOnboard');
export const HospitalRegistration = registrationPage('hospitalOnboard');

export const ChooserInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: HINDI.chooser })).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([HINDI.patientForm, HINDI.doctorForm, HINDI.hospitalForm]);
  },
};

/** A registration page on a Hindi page: heading, intro, required note and the way back, in Hindi. */
const registrationPageInHindi = (route: Registration, heading: string, intro: RegExp): Story => ({
  ...registrationPage(route),
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('form', { name: heading })).toBeVisible();
    await expect(canvas.getByText(intro)).toBeVisible();
    await expect(canvas.getByText(/के निशान वाले खाने/)).toHaveTextContent(HINDI.requiredNote);
    await userEvent.click(canvas.getByRole('link', { name: HINDI.back }));
    await expect(await canvas.findByText(`Navigated to ${routeManifest.onboard.path}`)).toBeInTheDocument();
  },
});

export const PatientRegistrationInHindi = registrationPageInHindi('patientOnboard', HINDI.patientForm, /^हमारे किसी पार्टनर अस्पताल में इलाज के लिए/);
export const DoctorRegistrationInHindi = registrationPageInHindi('doctorOnboard', HINDI.doctorForm, /^हमारे डॉक्टरों के नेटवर्क से जुड़ें।/);
export const HospitalRegistrationInHindi = registrationPageInHindi('hospitalOnboard', HINDI.hospitalForm, /^हमारे पार्टनर बनें और मरीज़ों के रेफ़रल पाएँ।/);
