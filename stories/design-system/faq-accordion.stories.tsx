import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { FaqAccordion } from '@/design-system/faq-accordion/faq-accordion';

const questions = [
  { q: 'How do I book a lab test?', a: 'Choose a test, tap Book Test Now and pick a collection slot.' },
  { q: 'Is home sample collection free?', a: 'Yes, home collection is free on orders above ₹500.' },
  { q: 'When will I get my report?', a: 'Most reports arrive within 24 to 48 hours.' },
];

const meta = {
  title: 'Design System/FaqAccordion',
  component: FaqAccordion,
  tags: ['stable'],
  args: { questions },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open question per group; opening another closes it; clicking the open one closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = questions.map(({ q }) =>
      within(canvas.getByRole('heading', { level: 3, name: q })).getByRole('button', { name: q }),
    );
    if (!first || !second || !third) throw new Error('expected three questions');
    for (const button of [first, second, third]) await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: 'How do I book a lab test?' });
    await expect(answer).toHaveTextContent('Choose a test, tap Book Test Now and pick a collection slot.');
    await expect(first).toHaveAttribute('aria-controls', answer.id);

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(third).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(second);
    for (const button of [first, second, third]) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Question buttons inside h2 headings, for a FAQ that is the page's top-level section. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'When will I get my report?' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'When will I get my report?' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'When will I get my report?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No questions: the spec's message. */
export const Empty: Story = {
  args: { questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No FAQs found for this category.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Hindi pages: the default empty message in Hindi. */
export const EmptyInHindi: Story = {
  ...Empty,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('इस श्रेणी में कोई सवाल-जवाब नहीं मिला।')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
