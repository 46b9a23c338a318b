import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { scanPictures } from '@/features/catalogue/components/scans-grid/scan-pictures';
import { ScansGrid } from '@/features/catalogue/components/scans-grid/scans-grid';

const meta = {
  title: 'Features/Catalogue/Scans Grid',
  component: ScansGrid,
} satisfies Meta<typeof ScansGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const scans = catalogueFixture(scansPath);
const images = { 1: 'mri', 2: 'ct', 3: 'ultrasound', 4: 'xray' } as const;

const sectionOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Scans and X-rays' }));

/** The four scans as a list of links to their service grids (1 MRI, 2 CT, 3 ultrasound, 4 X-ray). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    const list = await section.findByRole('list', { name: 'Scans' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(scans.length);
    for (const [index, scan] of scans.entries()) {
      const link = within(items[index]!).getByRole('link', { name: scan.scanName });
      await expect(link).toHaveAttribute('href', `/medical-services/${scan.id}`);
      await expect(within(link).getByRole('heading', { level: 3, name: scan.scanName })).toBeVisible();
      const image = link.querySelector('img');
      await expect(image).toHaveAttribute('src', scanPictures[images[scan.id]]);
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

/** Choosing a scan opens its service grid. */
export const OpensScan: Story = {
  play: async ({ canvasElement }) => {
    const scan = scans[1]!;
    await userEvent.click(await sectionOf(canvasElement).findByRole('link', { name: scan.scanName }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent(`Navigated to /medical-services/${scan.id}`);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(scansPath)] },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect((await section.findByText('Loading scans'))).toBeInTheDocument();
    await expect(section.getAllByTestId('card-skeleton')).toHaveLength(4);
    await expect(section.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(scansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await sectionOf(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load scans. Please try again.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(scansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await sectionOf(canvasElement).findByRole('status')).toHaveTextContent('No scans available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

const hindiSectionOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'स्कैन और X-ray' }));

/** In Hindi: the section's heading and the list's name; the scans keep their own names and links. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const section = hindiSectionOf(canvasElement);
    await expect(section.getByRole('heading', { level: 2, name: 'स्कैन और X-ray' })).toBeVisible();
    const list = await section.findByRole('list', { name: 'स्कैन' });
    await expect(within(list).getByRole('link', { name: scans[0]!.scanName })).toHaveAttribute('href', `/medical-services/${scans[0]!.id}`);
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await hindiSectionOf(canvasElement).findByText('स्कैन लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await hindiSectionOf(canvasElement).findByRole('alert')).toHaveTextContent('स्कैन लोड नहीं हो सके। कृपया फिर से कोशिश करें।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await hindiSectionOf(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई स्कैन उपलब्ध नहीं है।');
  },
};
