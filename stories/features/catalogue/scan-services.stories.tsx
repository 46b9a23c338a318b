import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { ScanServices } from '@/features/catalogue/components/scan-services/scan-services';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

const mriPath = scanServicesPath('mri');
const services = catalogueFixture(mriPath);

const meta = {
  title: 'Features/Catalogue/Scan Services',
  component: ScanServices,
  args: { kind: 'mri', renderAction: () => <RequestCallbackButton fullWidth /> },
} satisfies Meta<typeof ScanServices>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('article', { name });

/** Every MRI service as a card with its anchor id, price, report time and Request Callback. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'MRI Scans' }));
    await expect(list.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual(services.map((service) => service.name));
    await expect(cardNamed(canvasElement, 'MRI Brain (Plain)')).toHaveAttribute('id', 'mri-brain-plain');
    await expect(list.getAllByRole('button', { name: 'Request Callback' })).toHaveLength(services.length);
  },
};

/**
 * The badge only above 0 %, the original struck only when the discounted price is lower, and the §9
 * defaults for a service without a discounted price, percentage or report time.
 */
export const DiscountRules: Story = {
  parameters: {
    msw: [
      catalogueWith(mriPath, [
        { name: 'Discounted', originalPrice: 6500, discountedPrice: 3999, discountPercentage: 38, reportTime: 'Reports within 12 hours' },
        { name: 'Zero percent', originalPrice: 5000, discountedPrice: 5000, discountPercentage: 0, reportTime: 'Reports within 48 hours' },
        { name: 'Defaults only', originalPrice: 9000 },
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'MRI Scans' });
    const discounted = cardNamed(canvasElement, 'Discounted');
    await expect(discounted).toHaveTextContent('38% Off');
    await expect(discounted.querySelector('s')).toHaveTextContent(formatInr(6500));
    await expect(discounted).toHaveTextContent('Reports within 12 hours');

    const zero = cardNamed(canvasElement, 'Zero percent');
    await expect(zero).not.toHaveTextContent('Off');
    await expect(zero.querySelector('s')).toBeNull();

    const defaults = cardNamed(canvasElement, 'Defaults only');
    await expect(defaults).toHaveTextContent(formatInr(9000));
    await expect(defaults.querySelector('s')).toBeNull();
    await expect(defaults).not.toHaveTextContent('Off');
    await expect(defaults).toHaveTextContent('Reports within 24 hours');
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(mriPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading services')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(mriPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load services. Please try again later.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(mriPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No services available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the grid's name and the report times (the §9 default too); the services keep their own names. */
export const InHindi: Story = {
  ...DiscountRules,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'MRI स्कैन' });
    await expect(cardNamed(canvasElement, 'Discounted')).toHaveTextContent('12 घंटे में रिपोर्ट');
    await expect(cardNamed(canvasElement, 'Zero percent')).toHaveTextContent('48 घंटे में रिपोर्ट');
    await expect(cardNamed(canvasElement, 'Defaults only')).toHaveTextContent('24 घंटे में रिपोर्ट');
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('सेवाएँ लोड हो रही हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...ErrorState,
  name: 'Error In Hindi',
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('सेवाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई सेवा उपलब्ध नहीं है।');
  },
};
