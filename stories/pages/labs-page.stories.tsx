import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueFailure, catalogueWith } from '@mocks/handlers/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { LabsPage } from '@/app/pages/labs/labs-page';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { desktop } from '../support/viewport';

const file = catalogueFixture(nearbyCentresPath);
// Two states' centres keep jsdom's axe pass quick; the E2E test runs the whole file.
const data = { states: file.states, centres: file.centres.filter((centre) => ['Telangana', 'Gujarat'].includes(centre.state)) };
const inHyderabad = data.centres.filter((centre) => centre.city === 'Hyderabad');

const meta = {
  title: 'Pages/Labs',
  component: LabsPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.labs.path }, msw: [catalogueWith(nearbyCentresPath, data)] },
} satisfies Meta<typeof LabsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the search form and every centre; a search for a city narrows the list and says how many. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.labs.heading })).toBeVisible();
    const form = within(await canvas.findByRole('search', { name: 'Find a diagnostic centre' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${data.centres.length} centres found`);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Telangana');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'City' }), 'Hyderabad');
    await userEvent.click(form.getByRole('button', { name: 'Find centres' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${inHyderabad.length} centres found in Hyderabad, Telangana`);
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(inHyderabad.length);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(nearbyCentresPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'डायग्नोस्टिक सेंटर खोजें' })).toBeVisible();
    await expect(canvas.getByText(/^पहले राज्य चुनें, फिर जहाँ उपलब्ध हो, शहर और इलाका चुनें/)).toBeVisible();
  },
};
