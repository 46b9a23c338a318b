import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PlainReadMore } from '@/design-system/read-more/plain-read-more';
import { ReadMore } from '@/design-system/read-more/read-more';

const longText =
  'Healvia brings doctors, diagnostics and medicines together so that every family in India can get trusted care without the wait. ' +
  'Book a consultation with a certified doctor in minutes, schedule a home sample collection for lab tests, compare health packages, ' +
  'and keep every report in one place. Our partner labs are NABL accredited and our doctors are verified, so the care you receive is ' +
  'the care you were promised, wherever you are.';

const meta = {
  title: 'Design System/PlainReadMore',
  component: PlainReadMore,
  args: { text: longText },
} satisfies Meta<typeof PlainReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long text: the first 300 characters plus "…", then the whole text on Read More; the toggle keeps focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collapsed = `${longText.slice(0, 300)}…`;
    const text = canvas.getByText(collapsed);

    const button = canvas.getByRole('button', { name: 'Read More' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', text.id);

    await userEvent.click(button);
    await expect(text.textContent).toBe(longText);
    await expect(canvas.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Read Less' }));
    await expect(text.textContent).toBe(collapsed);
    await expect(canvas.getByRole('button', { name: 'Read More' })).toHaveFocus();
  },
};

/** Short text: shown whole, no button. */
export const ShortText: Story = {
  args: { text: 'Trusted care for every Indian family.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trusted care for every Indian family.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Several on one page: each button's accessible name says what it expands; the visible text stays "Read More". */
export const WithSubject: Story = {
  args: { subject: 'Accessibility' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Read More about Accessibility' });
    await expect(button).toHaveTextContent(/^Read More$/);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Read Less about Accessibility' })).toHaveAttribute('aria-expanded', 'true');
  },
};

const looks = ['max-width', 'white-space', 'font-size', 'line-height', 'color', 'font-weight', 'min-height', 'padding', 'margin', 'border-radius'];

/** Beside MUI's ReadMore under the theme: the same text and toggle, measure for measure. */
export const LooksLikeReadMore: Story = {
  render: (args) => (
    <>
      <PlainReadMore {...args} subject="plain" />
      <ReadMore {...args} subject="MUI" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [plainText, muiText] = canvas.getAllByText(`${longText.slice(0, 300)}…`);
    const plainToggle = canvas.getByRole('button', { name: 'Read More about plain' });
    const muiToggle = canvas.getByRole('button', { name: 'Read More about MUI' });
    const pairs: Array<[HTMLElement, HTMLElement]> = [
      [plainText!, muiText!],
      [plainToggle, muiToggle],
    ];
    for (const [plain, mui] of pairs) {
      const [plainStyle, muiStyle] = [getComputedStyle(plain), getComputedStyle(mui)];
      for (const property of looks) {
        await expect(`${property}: ${plainStyle.getPropertyValue(property)}`).toBe(`${property}: ${muiStyle.getPropertyValue(property)}`);
      }
    }
  },
};
