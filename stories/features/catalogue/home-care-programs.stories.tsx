import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { formatInr } from '@/lib/format';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { HomeCarePrograms } from '@/features/catalogue/components/home-care-programs/home-care-programs';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { expectToast, findOpenDialog } from '../leads/lead-play';
import { desktop, mobile } from '../../support/viewport';

const programs = catalogueFixture(careProgramsPath);

const meta = {
  title: 'Features/Catalogue/Home Care Programs',
  component: HomeCarePrograms,
  args: { label: 'Care programs', renderAction: () => <RequestCallbackButton fullWidth limitToTenDigits /> },
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof HomeCarePrograms>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Care programs' });

/** Desktop: three programs per page, each with its duration, summary, inclusions, price and a Request Callback button. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing items 1 to 3 of ${programs.length}`);
    for (const [index, program] of programs.slice(0, 3).entries()) {
      const card = within(region.getByRole('group', { name: `${index + 1} of ${programs.length}` }));
      await expect(card.getByRole('heading', { level: 3, name: program.programeName })).toBeVisible();
      await expect(card.getByText(program.programeSummary)).toBeVisible();
      await expect(card.getByText(program.programTime)).toBeVisible();
      await expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([program.detail1, program.detail2]);
      await expect(card.getByText(formatInr(program.price))).toBeVisible();
      await expect(card.getByRole('button', { name: 'Request Callback' })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    await userEvent.click(region.getByRole('button', { name: 'Next slide' }));
    await expect(region.getByRole('heading', { level: 3, name: programs[3]?.programeName })).toBeVisible();
  },
};

/** The care-program callback dialog keeps digits only, at most 10, and sends the number with +91. */
export const CallbackLimitedToTenDigits: Story = {
  ...mobile,
  play: async ({ canvasElement, step }) => {
    const region = within(await carousel(canvasElement));
    await userEvent.click(region.getByRole('button', { name: 'Request Callback' }));
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    const phone = within(dialog).getByLabelText('Phone Number');
    await step('12 digits typed, 10 kept', async () => {
      await userEvent.type(phone, '987654321012');
      await expect(phone).toHaveValue('9876543210');
      await expect(phone).toHaveAttribute('maxlength', '10');
    });
    await step('a valid number is posted to /api/callbacks', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Request Callback' }));
      await expectToast(canvasElement, 'Submitted Successfully!', 'polite');
      await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
  },
};

/** Phone: a link to a program's card opens the carousel at it, the card focused (a program only the home page shows). */
export const OpensAtLinkedProgram: Story = {
  ...mobile,
  ...atFragment(careProgramAnchorId(programs.at(-1)!.programeName)),
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expectLandedOn(await region.findByRole('article', { name: programs.at(-1)!.programeName }));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing item ${programs.length} of ${programs.length}`);
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(careProgramsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading care programs'))).toBeInTheDocument();
    await expect(canvas.getByTestId('care-program-skeletons')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Care programs' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(careProgramsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
    await expect(within(canvasElement).queryByRole('region', { name: 'Care programs' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(careProgramsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No programs available\.$/);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Hindi: the program's name stays as the record has it; its duration, summary and inclusions come from the Hindi sidecar. */
export const InHindi: Story = {
  ...Default,
  args: { label: undefined },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'केयर प्रोग्राम' }));
    const card = region.getByRole('article', { name: 'Diabetes Care Program' });
    await expect(card).toHaveTextContent('अवधि: 3 महीने');
    await expect(within(card).getByText(/^डॉक्टर की देखरेख में बना प्लान/)).toBeVisible();
    await expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([programs[0]!.detail1, programs[0]!.detail2]);
    await expect(programs[0]!.detail1).toBe('हर 15 दिन में डायबिटोलॉजिस्ट और डाइटीशियन से कॉल');
  },
};
