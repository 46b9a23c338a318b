import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingChooserScreen } from '@/features/onboarding/screens/onboarding-chooser-screen';
import { HINDI } from './hindi-play';

const meta = {
  title: 'Features/Onboarding/OnboardingChooser',
  component: OnboardingChooserScreen,
  args: { heading: 'Healthcare Professional Onboarding' },
  parameters: { layout: 'fullscreen', route: { path: '/onboard-form' } },
} satisfies Meta<typeof OnboardingChooserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card of spec §2, its heading's link and where it leads. */
const cards = [
  { title: 'Patient Registration', path: '/patient-onboard-form' },
  { title: 'Doctor Registration', path: '/doctor-onboard-form' },
  { title: 'Hospital Registration', path: '/hospital-onboard-form' },
];

export const ThreeCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Healthcare Professional Onboarding' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const [index, card] of cards.entries()) {
      const item = within(items[index] as HTMLElement);
      await expect(item.getByRole('heading', { level: 2, name: card.title })).toBeVisible();
      await expect(item.getByRole('link', { name: card.title })).toHaveAttribute('href', card.path);
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const ChooseDoctor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Doctor Registration' }));
    await expect(await canvas.findByText('Navigated to /doctor-onboard-form')).toBeInTheDocument();
  },
};

export const ChooseHospitalByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hospital Registration' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Navigated to /hospital-onboard-form')).toBeInTheDocument();
  },
};

/** The chooser on a Hindi page: its cards in Hindi, leading to the same forms. */
export const InHindi: Story = {
  ...ThreeCards,
  args: { heading: HINDI.chooser },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: HINDI.chooser })).toBeVisible();
    await expect(canvas.getByText(/^चुनें कि आप किसका रजिस्ट्रेशन कर रहे हैं।/)).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const hindiCards = [HINDI.patientForm, HINDI.doctorForm, HINDI.hospitalForm];
    for (const [index, card] of cards.entries()) {
      const item = within(items[index] as HTMLElement);
      await expect(item.getByRole('heading', { level: 2, name: hindiCards[index] })).toBeVisible();
      await expect(item.getByRole('link', { name: hindiCards[index] })).toHaveAttribute('href', card.path);
    }
    await userEvent.click(canvas.getByRole('link', { name: HINDI.doctorForm }));
    await expect(await canvas.findByText('Navigated to /doctor-onboard-form')).toBeInTheDocument();
  },
};
