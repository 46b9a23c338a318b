import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { HealthScans } from '@/features/catalogue/components/health-scans/health-scans';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { healthScanAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { expectCategoryShown, playCategoryTabs } from './test-categories-play';

const { categories } = catalogueFixture(healthScansPath);

const meta = {
  title: 'Features/Catalogue/Health Scans',
  component: HealthScans,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" fullWidth /> },
} satisfies Meta<typeof HealthScans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A test of the second category that the first does not list: its card is hidden until its tab is selected. */
function linkedTest() {
  const [first, category] = categories;
  const test = category?.tests.find((candidate) => !first?.tests.some((listed) => listed.id === candidate.id));
  if (!category || !test) throw new Error('the fixture needs a test only a later category lists');
  return { category, test };
}

/** One tab per body area, the first selected; clicks, arrow keys and End switch the scans shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'Health scan categories', categories),
};

/** A link to a scan's card (a search result) selects the body area that lists it first and focuses the card. */
export const OpensAtLinkedScan: Story = {
  ...atFragment(healthScanAnchorId(linkedTest().test.id)),
  play: async ({ canvasElement }) => {
    const linked = linkedTest();
    const panel = within(await within(canvasElement).findByRole('tabpanel', { name: linked.category.name }));
    await expectLandedOn(panel.getByRole('article', { name: linked.test.name }));
    await expectCategoryShown(canvasElement, linked.category);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading scans')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load scans. Please try again.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(healthScansPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No scans available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the tab list's name is Hindi; the body areas and scans keep the data file's names. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'हेल्थ स्कैन की कैटेगरी', categories),
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('स्कैन लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...ErrorState,
  name: 'Error In Hindi',
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('स्कैन लोड नहीं हो सके। कृपया फिर से कोशिश करें।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई स्कैन उपलब्ध नहीं है।');
  },
};
