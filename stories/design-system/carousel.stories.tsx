import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Carousel } from '@/design-system/carousel/carousel';
import { atFragment, expectLandedOn } from '../support/at-fragment';
import { desktop, mobile, tablet } from '../support/viewport';

type DemoItem = { id: number; title: string; detail: string };

const packages: DemoItem[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Health package ${index + 1}`,
  detail: `${20 + index * 5} tests included`,
}));

function DemoCard({ item, id }: { item: DemoItem; id?: string }) {
  return (
    <Card component="article" id={id} tabIndex={id === undefined ? undefined : -1} aria-label={item.title}>
      <CardContent>
        <Typography variant="h4" component="h3">
          {item.title}
        </Typography>
        <Typography>{item.detail}</Typography>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Design System/Carousel',
  component: Carousel<DemoItem>,
  tags: ['stable'],
  args: {
    label: 'Health packages',
    items: packages,
    getItemKey: (item) => item.id,
    renderItem: (item) => <DemoCard item={item} />,
  },
} satisfies Meta<typeof Carousel<DemoItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

function carousel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Health packages' });
  return { canvas, region, scoped: within(region), status: within(region).getByRole('status') };
}

/** Desktop: 3 per page, previous/next wrap, a slider jumps to a position. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { region, scoped, status } = carousel(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(status).toHaveTextContent('Showing items 1 to 3 of 8');
    for (const name of ['1 of 8', '2 of 8', '3 of 8']) {
      await expect(scoped.getByRole('group', { name })).toHaveAttribute('aria-roledescription', 'slide');
    }
    await expect(scoped.queryByRole('group', { name: '4 of 8' })).toBeNull();
    await expect(region.querySelector('[aria-roledescription="slide"][aria-label="4 of 8"]')).toHaveAttribute('inert');

    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent('Showing items 2 to 4 of 8');
    await expect(scoped.getByRole('group', { name: '4 of 8' })).not.toHaveAttribute('inert');

    const previous = scoped.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(status).toHaveTextContent('Showing items 6 to 8 of 8');
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent('Showing items 1 to 3 of 8');

    const slider = scoped.getByRole('slider', { name: 'Slide position' });
    // The range input's own bounds (no ARIA copies beside them: invalid HTML).
    await expect(slider).toHaveAttribute('max', '5');
    await expect(slider).not.toHaveAttribute('aria-valuemax');
    fireEvent.change(slider, { target: { value: '4' } });
    await expect(status).toHaveTextContent('Showing items 5 to 7 of 8');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Showing items 5 to 7 of 8');
    await expect(scoped.getByRole('group', { name: '7 of 8' })).toBeInTheDocument();
  },
};

/** Tablet: 2 per page, no slider; the index runs 0 to count − 2. */
export const Tablet: Story = {
  ...tablet,
  args: { items: packages.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const { scoped, status } = carousel(canvasElement);
    await expect(status).toHaveTextContent('Showing items 1 to 2 of 5');
    await expect(scoped.queryByRole('slider')).toBeNull();
    await userEvent.click(scoped.getByRole('button', { name: 'Previous slide' }));
    await expect(status).toHaveTextContent('Showing items 4 to 5 of 5');
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent('Showing items 1 to 2 of 5');
  },
};

/** Mobile: 1 per page; next from the last slide wraps to the first. */
export const Mobile: Story = {
  ...mobile,
  args: { items: packages.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const { scoped, status } = carousel(canvasElement);
    await expect(scoped.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    await expect(scoped.queryByRole('group', { name: '2 of 3' })).toBeNull();
    const next = scoped.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Showing item 3 of 3');
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Showing item 1 of 3');
  },
};

/** Dots jump to a position; the current dot is marked. */
export const WithDots: Story = {
  ...mobile,
  args: { items: packages.slice(0, 6), showDots: true },
  play: async ({ canvasElement }) => {
    const { scoped, status } = carousel(canvasElement);
    const dots = within(scoped.getByRole('group', { name: 'Choose slide' })).getAllByRole('button');
    await expect(dots).toHaveLength(6);
    await expect(scoped.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(scoped.getByRole('button', { name: 'Go to slide 4' }));
    await expect(status).toHaveTextContent('Showing item 4 of 6');
    await expect(scoped.getByRole('group', { name: '4 of 6' })).toBeInTheDocument();
    await expect(scoped.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
    await expect(scoped.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  },
};

/** A link to an element of a slide (`#package-6`) opens the carousel at that slide, the element focused. */
export const OpensAtLinkedSlide: Story = {
  ...mobile,
  ...atFragment('package-6'),
  args: { renderItem: (item) => <DemoCard item={item} id={`package-${item.id}`} /> },
  play: async ({ canvasElement }) => {
    const { region, scoped, status } = carousel(canvasElement);
    await expectLandedOn(await within(region).findByRole('article', { name: 'Health package 6' }));
    await expect(scoped.getByRole('group', { name: '6 of 8' })).not.toHaveAttribute('inert');
    await expect(status).toHaveTextContent('Showing item 6 of 8');
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent('Showing item 7 of 8');
  },
};

/** When every item fits, no controls are shown. */
export const FewItems: Story = {
  ...desktop,
  args: { items: packages.slice(0, 3), showDots: true },
  play: async ({ canvasElement }) => {
    const { scoped, status } = carousel(canvasElement);
    await expect(scoped.queryByRole('button')).toBeNull();
    await expect(scoped.queryByRole('slider')).toBeNull();
    await expect(scoped.getAllByRole('group')).toHaveLength(3);
    await expect(status).toHaveTextContent('Showing items 1 to 3 of 3');
  },
};

const symptoms: DemoItem[] = ['Fever', 'Cough', 'Headache', 'Back pain', 'Acne'].map((title, index) => ({ id: index, title, detail: 'Consult a doctor' }));
const specialities: DemoItem[] = ['Cardiology', 'Dermatology', 'Orthopaedics', 'Paediatrics'].map((title, index) => ({ id: 100 + index, title, detail: 'Book a specialist' }));

function ToggleCarousel() {
  const [list, setList] = useState<'symptoms' | 'specialities'>('symptoms');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {(['symptoms', 'specialities'] as const).map((option) => (
          <Button key={option} variant={list === option ? 'contained' : 'outlined'} aria-pressed={list === option} onClick={() => setList(option)}>
            {option === 'symptoms' ? 'Symptoms' : 'Specialities'}
          </Button>
        ))}
      </Stack>
      <Carousel
        label="Health packages"
        items={list === 'symptoms' ? symptoms : specialities}
        getItemKey={(item) => item.id}
        renderItem={(item) => <DemoCard item={item} />}
        resetKey={list}
      />
    </Stack>
  );
}

/** Switching the list through a toggle resets the carousel to its first slide (resetKey). */
export const ResetsWhenListSwitches: Story = {
  ...desktop,
  render: () => <ToggleCarousel />,
  play: async ({ canvasElement }) => {
    const { canvas, scoped, status } = carousel(canvasElement);
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent('Showing items 3 to 5 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Specialities' }));
    await waitFor(() => expect(status).toHaveTextContent('Showing items 1 to 3 of 4'));
    await expect(scoped.getByRole('group', { name: '1 of 4' })).toHaveTextContent('Cardiology');
  },
};

/** Hindi pages: the carousel's own names, slide labels and position texts in Hindi (the caller's label stays the caller's). */
export const InHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  args: { label: 'हेल्थ पैकेज', showDots: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'हेल्थ पैकेज' });
    const scoped = within(region);
    const status = scoped.getByRole('status');
    await expect(region).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(status).toHaveTextContent('8 में से आइटम 1 से 3 दिख रहे हैं');
    await expect(scoped.getByRole('group', { name: '8 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
    await userEvent.click(scoped.getByRole('button', { name: 'अगली स्लाइड' }));
    await expect(status).toHaveTextContent('8 में से आइटम 2 से 4 दिख रहे हैं');
    await userEvent.click(scoped.getByRole('button', { name: 'पिछली स्लाइड' }));
    await expect(status).toHaveTextContent('8 में से आइटम 1 से 3 दिख रहे हैं');
    await expect(scoped.getByRole('slider', { name: 'स्लाइड की जगह' })).toHaveAttribute('aria-valuetext', '8 में से आइटम 1 से 3 दिख रहे हैं');
    await userEvent.click(within(scoped.getByRole('group', { name: 'स्लाइड चुनें' })).getByRole('button', { name: 'स्लाइड 3 पर जाएँ' }));
    await expect(status).toHaveTextContent('8 में से आइटम 3 से 5 दिख रहे हैं');
  },
};
