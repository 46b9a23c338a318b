import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueFailure, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { OurDoctorsPage } from '@/app/pages/our-doctors/our-doctors-page';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';

const meta = {
  title: 'Pages/Our Doctors',
  component: OurDoctorsPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.ourDoctors.path } },
} satisfies Meta<typeof OurDoctorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const doctors = catalogueFixture(doctorsPath).slice(0, 2);

/** The heading, the index and the profiles (two here; the feature's stories and the E2E check them all). */
export const Default: Story = {
  parameters: { msw: [catalogueWith(doctorsPath, doctors)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.ourDoctors.heading })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Find a doctor on this page' })).toBeVisible();
    await expect(canvas.getAllByRole('article').map((article) => article.id)).toEqual(['dr-meera-raghunathan', 'dr-arjun-malhotra']);
  },
};

/** The spec's message in place of the profiles; the heading and intro stay. */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(doctorsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch doctors data');
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.ourDoctors.heading })).toBeVisible();
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'हमारे डॉक्टर' })).toBeVisible();
    await expect(canvas.getByText(/^रजिस्टर्ड विशेषज्ञ डॉक्टर, जो online और क्लिनिक में सलाह देते हैं।/)).toBeVisible();
  },
};
