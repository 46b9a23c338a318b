import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { OpdServices } from '@/features/catalogue/components/opd-services/opd-services';

const services = catalogueFixture(opdServicesPath);
const [first, second] = services;
if (!first || !second) throw new Error('the OPD fixture needs two categories');
const last = services.at(-1)!;

const meta = {
  title: 'Features/Catalogue/OPD Services',
  component: OpdServices,
} satisfies Meta<typeof OpdServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel a tab controls must be the visible one, labelled by that tab, listing the category's details. */
async function expectShown(canvasElement: HTMLElement, service: (typeof services)[number]) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole('tab', { name: service.category });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = canvas.getByRole('tabpanel', { name: service.category });
  await expect(tab).toHaveAttribute('aria-controls', panel.id);
  await expect(panel).toBeVisible();
  await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  const details = within(panel).getAllByRole('listitem').map((item) => item.textContent);
  await expect(details).toEqual(service.details);
}

/** Every category as a tab, the first selected; clicking a tab shows its details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabList = await canvas.findByRole('tablist', { name: 'OPD service categories' });
    const tabs = within(tabList).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(services.map((service) => service.category));
    await expectShown(canvasElement, first);
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 3, name: first.category })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: second.category }));
    await expectShown(canvasElement, second);
    await expect(canvas.getByRole('tab', { name: first.category })).toHaveAttribute('aria-selected', 'false');
  },
};

/** Arrow keys, Home and End move focus and selection together (APG tabs, automatic activation). */
export const KeyboardSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstTab = await canvas.findByRole('tab', { name: first.category });
    await userEvent.click(firstTab);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: second.category })).toHaveFocus();
    await expectShown(canvasElement, second);

    await userEvent.keyboard('{ArrowLeft}');
    await expectShown(canvasElement, first);

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: last.category })).toHaveFocus();
    await expectShown(canvasElement, last);

    await userEvent.keyboard('{Home}');
    await expectShown(canvasElement, first);
    await userEvent.keyboard('{End}');
    await expectShown(canvasElement, last);

    // Tab leaves the tab list for the panel, which holds no control of its own.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: last.category })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(opdServicesPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading services')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(opdServicesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

/** The spec names no message for an empty OPD file; the block says so plainly. */
export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(opdServicesPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('No services available.');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Hindi: the tab list's name and the categories and details of the Hindi sidecar; clicking a tab shows its panel. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabList = await canvas.findByRole('tablist', { name: 'OPD सेवाओं की श्रेणियाँ' });
    await expect(within(tabList).getByRole('tab', { name: 'डॉक्टर कंसल्टेशन' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'डायग्नोस्टिक्स और लैब टेस्ट' }));
    await expectShown(canvasElement, second);
    await expect(within(canvas.getByRole('tabpanel')).getByText('डॉक्टर के लिखे टेस्ट पर 40% तक की छूट')).toBeVisible();
  },
};
