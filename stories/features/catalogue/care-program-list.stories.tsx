import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { formatInr } from '@/lib/format';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { CareProgramCarousel } from '@/features/catalogue/components/care-program-list/care-program-carousel';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { desktop, mobile } from '../../support/viewport';
import { findOpenDialog, page } from '../leads/lead-play';

const meta = {
  title: 'Features/Catalogue/Care Program List',
  component: CareProgramCarousel,
  args: { renderAction: () => <RequestCallbackButton fullWidth /> },
} satisfies Meta<typeof CareProgramCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const programs = catalogueFixture(careProgramListPath);

async function findCarousel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Care programs' });
  return { region, scoped: within(region), status: within(region).getByRole('status') };
}

/** Desktop: three programs per page, each with title, duration, price, highlights and a Request Callback button. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${programs.length}`);
    const cards = scoped.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    for (const [index, card] of cards.entries()) {
      const program = programs[index]!;
      const inCard = within(card);
      await expect(card).toHaveAccessibleName(program.title);
      await expect(inCard.getByRole('heading', { level: 3, name: program.title })).toBeVisible();
      await expect(card).toHaveTextContent(`Duration: ${program.duration}`);
      await expect(card).toHaveTextContent(`Price ${formatInr(program.price)}`);
      await expect(within(inCard.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(program.highlights);
      await expect(inCard.getByRole('button', { name: 'Request Callback' })).toBeVisible();
    }

    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 2 to 4 of ${programs.length}`);
    await expect(scoped.getByRole('article', { name: programs[3]!.title })).toBeVisible();
    await expect(scoped.queryByRole('article', { name: programs[0]!.title })).toBeNull();
    await userEvent.click(scoped.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(scoped.getByRole('button', { name: 'Previous slide' }));
    await expect(status).toHaveTextContent(`Showing items ${programs.length - 2} to ${programs.length} of ${programs.length}`);
  },
};

/** A card's Request Callback opens the callback dialog; Escape closes it and returns focus to that button. */
export const RequestsACallback: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { scoped } = await findCarousel(canvasElement);
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    const card = scoped.getByRole('article', { name: programs[1]!.title });
    const button = within(card).getByRole('button', { name: 'Request Callback' });
    await userEvent.click(button);
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await expect(within(dialog).getByLabelText('Phone Number')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Desktop: a link to the last program's card (a search result) shows the last page, the card focused. */
export const OpensAtLinkedProgram: Story = {
  ...desktop,
  ...atFragment(careProgramAnchorId(programs.at(-1)!.title)),
  play: async ({ canvasElement }) => {
    const { scoped, status } = await findCarousel(canvasElement);
    await expectLandedOn(await scoped.findByRole('article', { name: programs.at(-1)!.title }));
    await expect(status).toHaveTextContent(`Showing items ${programs.length - 2} to ${programs.length} of ${programs.length}`);
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(careProgramListPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading programs').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(careProgramListPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to load data\.$/);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(careProgramListPath)] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(/^No programs available\.$/);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Hindi: the program's title stays as the record has it; its duration and highlights come from the Hindi sidecar. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'केयर प्रोग्राम' }));
    const card = region.getByRole('article', { name: 'Diabetes Care Program' });
    await expect(card).toHaveTextContent('अवधि: 3 महीने');
    const highlights = within(within(card).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    await expect(highlights).toEqual(programs[0]!.highlights);
    await expect(highlights[0]).toBe('भारतीय खाने के हिसाब से बना आपका अपना डाइट प्लान');
  },
};

export const InHindiEmpty: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueEmpty(careProgramListPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई प्रोग्राम उपलब्ध नहीं है।');
  },
};
