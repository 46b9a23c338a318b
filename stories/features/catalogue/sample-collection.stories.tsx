import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import type { CollectionMethod } from '@/features/catalogue/schemas/sample-collection';
import { SampleCollection } from '@/features/catalogue/components/sample-collection/sample-collection';

const { home, lab } = catalogueFixture(sampleCollectionPath).collectionMethods;
if (!home || !lab) throw new Error('the sample collection fixture needs home and lab');

const meta = {
  title: 'Features/Catalogue/Sample Collection',
  component: SampleCollection,
} satisfies Meta<typeof SampleCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The method's panel is the only one exposed, listing its steps in order with each picture's alt text. */
async function expectMethodShown(canvasElement: HTMLElement, method: CollectionMethod) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('tab', { name: method.title })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  const panel = within(canvas.getByRole('tabpanel', { name: method.title }));
  await expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(method.steps.map((step) => step.title));
  await expect(panel.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(method.steps.map((step) => step.alt));
  await expect(panel.getAllByRole('listitem')).toHaveLength(method.steps.length);
}

/** Home collection is selected by default; the lab tab shows its own steps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabList = await canvas.findByRole('tablist', { name: 'Sample collection methods' });
    await expect(within(tabList).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([home.title, lab.title]);
    await expectMethodShown(canvasElement, home);
    await userEvent.click(canvas.getByRole('tab', { name: lab.title }));
    await expectMethodShown(canvasElement, lab);
    await userEvent.keyboard('{ArrowLeft}');
    await expectMethodShown(canvasElement, home);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(sampleCollectionPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading collection methods')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(sampleCollectionPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(sampleCollectionPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No collection methods available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the tab list's name and each step's "चरण N:" are Hindi; the methods and steps are the data file's. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const tabList = await within(canvasElement).findByRole('tablist', { name: 'सैंपल देने के तरीके' });
    await expect(within(tabList).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([home.title, lab.title]);
    await expectMethodShown(canvasElement, home);
    const [firstStep] = within(within(canvasElement).getByRole('tabpanel', { name: home.title })).getAllByRole('heading', { level: 3 });
    // Each step's title follows "चरण N: ", drawn by CSS.
    await expect(getComputedStyle(firstStep!, '::before').content).toBe('"चरण " counter(step) ": "');
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('सैंपल देने के तरीके लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...ErrorState,
  name: 'Error In Hindi',
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('जानकारी लोड नहीं हो सकी।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी सैंपल देने का कोई तरीका उपलब्ध नहीं है।');
  },
};
