import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { LabTestsByCategory } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { labTestAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { findOpenDialog } from '../leads/lead-play';
import { expectCategoryShown, playCategoryTabs } from './test-categories-play';

const { categories } = catalogueFixture(labTestsByCategoryPath);

const meta = {
  title: 'Features/Catalogue/Lab Tests By Category',
  component: LabTestsByCategory,
  args: { renderAction: () => <RequestCallbackButton variant="outlined" fullWidth /> },
} satisfies Meta<typeof LabTestsByCategory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A test of the second category that the first does not list: its card is hidden until its tab is selected. */
function linkedTest() {
  const [first, category] = categories;
  const test = category?.tests.find((candidate) => !first?.tests.some((listed) => listed.id === candidate.id));
  if (!category || !test) throw new Error('the fixture needs a test only a later category lists');
  return { category, test };
}

/** One tab per category, the first selected; clicks, arrow keys and End switch the tests shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'Lab test categories', categories),
};

/** Each test's Request Callback opens the shared callback dialog. */
export const RequestACallback: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('tabpanel', { name: categories[0]!.name }));
    await userEvent.click(panel.getAllByRole('button', { name: 'Request Callback' })[0]!);
    await expect(await findOpenDialog(canvasElement, 'Need Assistance?')).toBeVisible();
  },
};

/** A link to a test's card (a search result) selects the category that lists it first and focuses the card. */
export const OpensAtLinkedTest: Story = {
  ...atFragment(labTestAnchorId(linkedTest().test.id)),
  play: async ({ canvasElement }) => {
    const linked = linkedTest();
    const panel = within(await within(canvasElement).findByRole('tabpanel', { name: linked.category.name }));
    await expectLandedOn(panel.getByRole('article', { name: linked.test.name }));
    await expectCategoryShown(canvasElement, linked.category);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading lab tests')).toBeInTheDocument();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(labTestsByCategoryPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No lab tests available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the tab list's name is Hindi; the categories and tests keep the data file's names. */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => playCategoryTabs(canvasElement, 'लैब टेस्ट की कैटेगरी', categories),
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('लैब टेस्ट लोड हो रहे हैं')).toBeInTheDocument();
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
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई लैब टेस्ट उपलब्ध नहीं है।');
  },
};
