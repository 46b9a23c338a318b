import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { MedicalServicesPage } from '@/app/pages/medical-services/medical-services-page';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { findOpenDialog } from '../features/leads/lead-play';
import { desktop } from '../support/viewport';

const route = (id: string) => ({ route: { path: '/medical-services/:id', initialEntry: `/medical-services/${id}` } });

const meta = {
  title: 'Pages/Medical Services',
  component: MedicalServicesPage,
  parameters: { layout: 'fullscreen', ...route('1') },
} satisfies Meta<typeof MedicalServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /medical-services/1: the MRI grid, each card with Request Callback opening the callback dialog. */
export const Mri: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'MRI Scans' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'MRI Scans' }));
    await expect(list.getAllByRole('article')).toHaveLength(catalogueFixture(scanServicesPath('mri')).length);
    await expect(canvas.getByRole('link', { name: 'All scans and X-rays' })).toHaveAttribute('href', '/scans');
    await userEvent.click(list.getAllByRole('button', { name: 'Request Callback' })[0]!);
    await expect(await findOpenDialog(canvasElement, 'Need Assistance?')).toBeVisible();
  },
};

/** /medical-services/4: the X-ray grid from its own file. */
export const Xray: Story = {
  parameters: route('4'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'X-Ray Scans' })).toBeVisible();
    const names = within(await canvas.findByRole('list', { name: 'X-Ray Scans' })).getAllByRole('heading', { level: 2 });
    await expect(names.map((name) => name.textContent)).toEqual(catalogueFixture(scanServicesPath('xray')).map((service) => service.name));
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(scanServicesPath('mri'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'MRI Scans' })).toBeVisible();
    await expect(canvas.getByText('Loading services')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(scanServicesPath('mri'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load services. Please try again later.');
  },
};

/** An id other than 1 to 4: a not-found state that names the id and links to the scans page and the four grids. */
export const NotFound: Story = {
  parameters: route('9'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scan service not found' })).toBeVisible();
    await expect(canvas.getByText(/the id ‘9’/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all scans' })).toHaveAttribute('href', '/scans');
    const links = within(canvas.getByRole('list', { name: 'Scans' })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['1', '2', '3', '4'].map((id) => `/medical-services/${id}`));
  },
};

/** /medical-services/1 in Hindi. */
export const MriInHindi: Story = {
  ...Mri,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'MRI स्कैन' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सभी स्कैन और X-ray' })).toHaveAttribute('href', '/scans');
  },
};

/** An unknown id in Hindi: the message names it and offers the four grids. */
export const NotFoundInHindi: Story = {
  ...NotFound,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'स्कैन सेवा नहीं मिली' })).toBeVisible();
    await expect(canvas.getByText(/ID ‘9’ वाली कोई स्कैन सेवा हमें नहीं मिली।/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सभी स्कैन देखें' })).toHaveAttribute('href', '/scans');
    const links = within(canvas.getByRole('list', { name: 'स्कैन' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['MRI स्कैन', 'CT स्कैन', 'अल्ट्रासाउंड स्कैन', 'X-ray स्कैन']);
  },
};
