import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';

const groups = catalogueFixture(faqsPath);
const questionsOf = (category: string) => groups.find((group) => group.category === category)?.questions ?? [];

const meta = {
  title: 'Features/Catalogue/FAQ Block',
  component: FaqBlock,
  args: { category: 'opd' },
} satisfies Meta<typeof FaqBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's questions, all closed; one open at a time; clicking the open one closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const questions = questionsOf(args.category);
    const [first, second] = questions;
    if (!first || !second) throw new Error(`the FAQ fixture needs two ${args.category} questions`);

    const section = canvas.getByRole('region', { name: 'Frequently asked questions' });
    await within(section).findByRole('button', { name: first.q });
    const buttons = questions.map(({ q }) => within(canvas.getByRole('heading', { level: 3, name: q })).getByRole('button', { name: q }));
    await expect(buttons).toHaveLength(questions.length);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    const [firstButton, secondButton] = buttons as [HTMLElement, HTMLElement];

    await userEvent.click(firstButton);
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: first.q })).toHaveTextContent(first.a);

    await userEvent.click(secondButton);
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: second.q })).toHaveTextContent(second.a);
    await expect(buttons.filter((button) => button.getAttribute('aria-expanded') === 'true')).toEqual([secondButton]);

    await userEvent.click(secondButton);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Another category of the same file: only its own questions. */
export const OtherCategory: Story = {
  args: { category: 'skincare', title: 'Skincare questions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Skincare questions' });
    const expected = questionsOf('skincare').map(({ q }) => q);
    await within(section).findByRole('button', { name: expected[0] });
    await expect(within(section).getAllByRole('button').map((button) => button.textContent)).toEqual(expected);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(faqsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByText('Loading questions')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(faqsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

/** The file loads but has no group for this category. */
export const Empty: Story = {
  parameters: { msw: [catalogueWith(faqsPath, groups.filter((group) => group.category !== 'opd'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('No FAQs found for this category.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The file itself is empty: the same message. */
export const EmptyFile: Story = {
  parameters: { msw: [catalogueEmpty(faqsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No FAQs found for this category.');
  },
};

/** Hindi: the heading and the category's questions and answers come from the Hindi sidecar. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
    const question = await within(section).findByRole('button', { name: 'OPD सुविधाएँ क्या हैं?' });
    await expect(within(section).getAllByRole('button')).toHaveLength(questionsOf(args.category).length);
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'OPD सुविधाएँ क्या हैं?' })).toHaveTextContent(/^OPD \(आउटपेशेंट\) सुविधाएँ/);
  },
};

/** Hindi: no questions in this category. */
export const InHindiEmpty: Story = {
  ...Empty,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('इस श्रेणी में कोई सवाल नहीं मिला।');
  },
};
