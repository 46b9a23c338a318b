import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { ConsultationReasons } from '@/features/catalogue/components/consultation-reasons/consultation-reasons';

const meta = {
  title: 'Features/Catalogue/Consultation Reasons',
  component: ConsultationReasons,
} satisfies Meta<typeof ConsultationReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasons = catalogueFixture(consultationReasonsPath);
const titles = ['Accessibility', 'Convenience', 'Security and Privacy', 'Complete Confidentiality', 'Certified Online Doctors', 'Affordability'];

async function cardOf(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 3, name: title });
  const card = heading.closest('li');
  if (!card) throw new globalThis.Error(`No card around ${title}`);
  return within(card);
}

/** The six reasons in order; short ones in full, every point listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: titles[0] });
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
    for (const reason of reasons) {
      const card = await cardOf(canvasElement, reason.title);
      if (!reason.truncate) {
        await expect(card.getByText(reason.description)).toBeVisible();
        await expect(card.queryByRole('button')).toBeNull();
      }
      for (const point of reason.points) await expect(card.getByText(point)).toBeVisible();
      await expect(card.getAllByRole('listitem')).toHaveLength(reason.points.length);
    }
  },
};

/** A long reason shows its first 300 characters and "…"; Read More shows the rest, Read Less folds it again. */
export const ReadMoreOnALongReason: Story = {
  play: async ({ canvasElement }) => {
    const accessibility = reasons.find((reason) => reason.title === 'Accessibility');
    if (!accessibility?.truncate) throw new globalThis.Error('Accessibility is expected to be a long reason');
    const card = await cardOf(canvasElement, 'Accessibility');
    const collapsed = `${accessibility.description.slice(0, 300)}…`;
    await expect(card.getByText(collapsed)).toBeVisible();
    await expect(card.queryByText(accessibility.description)).toBeNull();

    await userEvent.click(card.getByRole('button', { name: 'Read More about Accessibility' }));
    await expect(card.getByText(accessibility.description)).toBeVisible();
    const less = card.getByRole('button', { name: 'Read Less about Accessibility' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(less);
    await expect(card.getByText(collapsed)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Read More about Accessibility' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** While the file loads: six card placeholders in the same grid, announced as loading. */
export const Loading: Story = {
  parameters: { msw: [catalogueLoading(consultationReasonsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading reasons to consult online')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The file fails: the spec's message in the red error box. */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(consultationReasonsPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to load consultation information$/);
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Hindi: the six reasons of the Hindi sidecar, in order, with their points. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'कहीं से भी पहुँच' });
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'कहीं से भी पहुँच',
      'सुविधा',
      'सुरक्षा और प्राइवेसी',
      'पूरी गोपनीयता',
      'सर्टिफ़ाइड online डॉक्टर',
      'कम ख़र्च',
    ]);
    const convenience = await cardOf(canvasElement, 'सुविधा');
    await expect(convenience.getByText('5 दिन तक मुफ़्त फ़ॉलो-अप चैट')).toBeVisible();
  },
};

export const InHindiError: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueFailure(consultationReasonsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('कंसल्टेशन की जानकारी लोड नहीं हो सकी।');
  },
};
