import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { ConsultationSpecialities } from '@/features/catalogue/components/consultation-specialities/consultation-specialities';
import { specialistAnchorId } from '@/features/catalogue/model/item-anchors';
import { atFragment, expectLandedOn } from '../../support/at-fragment';
import { desktop, mobile, tablet } from '../../support/viewport';

const meta = {
  title: 'Features/Catalogue/Consultation Specialities',
  component: ConsultationSpecialities,
} satisfies Meta<typeof ConsultationSpecialities>;

export default meta;
type Story = StoryObj<typeof meta>;

const specialities = catalogueFixture(consultationSpecialitiesPath);
const count = specialities.length;
const nameOf = (index: number) => specialities[index]?.specialist ?? '';

/** The first few specialities: enough to page through at tablet and phone widths, and a short axe pass. */
const fewCount = 5;
const fewSpecialities = { msw: [catalogueWith(consultationSpecialitiesPath, specialities.slice(0, fewCount))] };

async function carouselOf(canvasElement: HTMLElement, total = count) {
  const region = await within(canvasElement).findByRole('region', { name: 'Specialities' });
  const scoped = within(region);
  return { scoped, status: scoped.getByRole('status'), slides: () => scoped.getAllByRole('group', { name: new RegExp(`^\\d+ of ${total}$`) }) };
}

/** Desktop: three cards a page, each with its specialist, illustration and conditions; previous/next wrap. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { scoped, status, slides } = await carouselOf(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${count}`);
    await expect(slides()).toHaveLength(3);
    const firstSlide = scoped.getByRole('group', { name: `1 of ${count}` });
    const first = within(firstSlide);
    await expect(first.getByRole('heading', { level: 3, name: nameOf(0) })).toBeVisible();
    const conditions = first.getByRole('list', { name: 'Consult for' });
    await expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(specialities[0]?.conditions);
    const image = firstSlide.querySelector('img');
    await expect(image).toHaveAttribute('src', specialities[0]?.image);
    await expect(image).toHaveAttribute('alt', '');

    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 2 to 4 of ${count}`);
    await expect(within(scoped.getByRole('group', { name: `4 of ${count}` })).getByRole('heading', { level: 3 })).toHaveTextContent(nameOf(3));
    await expect(scoped.queryByRole('group', { name: `1 of ${count}` })).toBeNull();

    const previous = scoped.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${count}`);
    await userEvent.click(previous);
    await expect(status).toHaveTextContent(`Showing items ${count - 2} to ${count} of ${count}`);
    await expect(within(scoped.getByRole('group', { name: `${count} of ${count}` })).getByRole('heading', { level: 3 })).toHaveTextContent(nameOf(count - 1));
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${count}`);
  },
};

/** Tablet: two cards a page (first five specialities). */
export const Tablet: Story = {
  ...tablet,
  parameters: fewSpecialities,
  play: async ({ canvasElement }) => {
    const { status, slides } = await carouselOf(canvasElement, fewCount);
    await expect(status).toHaveTextContent(`Showing items 1 to 2 of ${fewCount}`);
    await expect(slides()).toHaveLength(2);
  },
};

/** Phone: one card a page; previous from the first wraps to the last (first five specialities). */
export const Mobile: Story = {
  ...mobile,
  parameters: fewSpecialities,
  play: async ({ canvasElement }) => {
    const { scoped, status, slides } = await carouselOf(canvasElement, fewCount);
    await expect(slides()).toHaveLength(1);
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing item 2 of ${fewCount}`);
    await expect(within(scoped.getByRole('group', { name: `2 of ${fewCount}` })).getByRole('heading', { level: 3 })).toHaveTextContent(nameOf(1));
    const previous = scoped.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(status).toHaveTextContent(`Showing item ${fewCount} of ${fewCount}`);
  },
};

/** While the file loads: card placeholders, announced as loading, and no carousel yet. */
/** Tablet: a link to a specialist's card (a search result) opens the carousel at it, the card focused. */
export const OpensAtLinkedSpeciality: Story = {
  ...tablet,
  ...atFragment(specialistAnchorId(nameOf(3))),
  parameters: fewSpecialities,
  play: async ({ canvasElement }) => {
    const { scoped, status } = await carouselOf(canvasElement, fewCount);
    await expectLandedOn(await scoped.findByRole('article', { name: nameOf(3) }));
    await expect(status).toHaveTextContent(`Showing items 4 to 5 of ${fewCount}`);
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(consultationSpecialitiesPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading specialities').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Specialities' })).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The file fails: the spec's message in the red error box. */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(consultationSpecialitiesPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to load specialities\. Please try again later\.$/);
    await expect(within(canvasElement).queryByRole('region', { name: 'Specialities' })).toBeNull();
  },
};

/** Hindi: the specialist's name stays as the record has it (search results land on it); what they treat is in Hindi. */
export const InHindi: Story = {
  ...Default,
  parameters: fewSpecialities,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'विशेषज्ञता' }));
    const card = region.getByRole('article', { name: 'General Physician' });
    const conditions = within(card).getByRole('list', { name: 'इनके लिए सलाह लें' });
    await expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(specialities[0]?.conditions);
    await expect(within(conditions).getByText('बुखार और वायरल इन्फ़ेक्शन')).toBeVisible();
  },
};

export const InHindiError: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueFailure(consultationSpecialitiesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('विशेषज्ञताएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।');
  },
};
