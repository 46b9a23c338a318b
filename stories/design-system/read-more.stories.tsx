import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ReadMore } from '@/design-system/read-more/read-more';

const longText =
  'Healvia brings doctors, diagnostics and medicines together so that every family in India can get trusted care without the wait. ' +
  'Book a consultation with a certified doctor in minutes, schedule a home sample collection for lab tests, compare health packages, ' +
  'and keep every report in one place. Our partner labs are NABL accredited and our doctors are verified, so the care you receive is ' +
  'the care you were promised, wherever you are.';
const collapsed = `${longText.slice(0, 300)}…`;

const meta = {
  title: 'Design System/ReadMore',
  component: ReadMore,
  tags: ['stable'],
  args: { text: longText },
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long text: the first 300 characters plus "…", then the whole text on Read More; the toggle keeps focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText(collapsed);
    await expect(text.textContent).toBe(collapsed);

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

/** Exactly 300 characters: shown whole, no button. */
export const Exactly300Characters: Story = {
  args: { text: longText.slice(0, 300) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(longText.slice(0, 300))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Short text: no button. */
export const ShortText: Story = {
  args: { text: 'Trusted care for every Indian family.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trusted care for every Indian family.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Several on one page: each button's accessible name says what it expands; the visible text stays "Read More". By keyboard too. */
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
    await expect(canvas.getByText(longText)).toBeVisible();
  },
};

const looks = [
  'max-width',
  'white-space',
  'font-size',
  'line-height',
  'color',
  'font-weight',
  'min-height',
  'padding',
  'margin',
  'border-radius',
];

/** Beside what it replaced, MUI's Typography and text Button under the theme: the same text and toggle, measure for measure. */
export const LooksLikeMuiTextButton: Story = {
  render: (args) => (
    <>
      <ReadMore {...args} subject="plain" />
      <div>
        <Typography id="mui-read-more" sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>
          {collapsed}
        </Typography>
        <Button
          variant="text"
          aria-label="Read More about MUI"
          aria-expanded={false}
          aria-controls="mui-read-more"
          sx={{ px: 0, mt: 0.5 }}
        >
          Read More
        </Button>
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [plainText, muiText] = canvas.getAllByText(collapsed);
    const pairs: Array<[HTMLElement, HTMLElement]> = [
      [plainText!, muiText!],
      [canvas.getByRole('button', { name: 'Read More about plain' }), canvas.getByRole('button', { name: 'Read More about MUI' })],
    ];
    for (const [plain, mui] of pairs) {
      const [plainStyle, muiStyle] = [getComputedStyle(plain), getComputedStyle(mui)];
      for (const property of looks) {
        await expect(`${property}: ${plainStyle.getPropertyValue(property)}`).toBe(`${property}: ${muiStyle.getPropertyValue(property)}`);
      }
    }
  },
};

/** Hindi pages: the toggle reads in Hindi, and its name with a subject too. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { subject: 'Healvia' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Healvia के बारे में और पढ़ें' });
    await expect(button).toHaveTextContent('और पढ़ें');
    await userEvent.click(button);
    await expect(canvas.getByText(longText)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Healvia के बारे में कम दिखाएँ' })).toHaveAttribute('aria-expanded', 'true');
  },
};
