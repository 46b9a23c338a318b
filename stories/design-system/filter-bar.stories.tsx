import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PlainButton } from '@/design-system/button/plain-button';
import { FilterBar } from '@/design-system/filter-bar/filter-bar';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { z } from '@/lib/zod';
import { formParameters, withForm } from './form-harness';

const schema = z.object({ q: z.string(), kind: z.string(), open: z.boolean() });

const meta = {
  title: 'Design System/FilterBar',
  component: FilterBar,
  tags: ['experimental'],
  decorators: [withForm],
  parameters: formParameters({ schema, defaultValues: { q: '', kind: '', open: false } }),
  args: {
    search: <TextField name="q" type="search" label="Search orders" hint="Press / to come here" keyShortcuts="/" />,
    children: (
      <>
        <SelectField name="kind" label="Kind" placeholder="Any kind" options={[{ value: 'lab', label: 'Lab test' }, { value: 'scan', label: 'Scan' }]} />
        <CheckboxField name="open" label="Open only" />
      </>
    ),
    actions: (
      <>
        <SubmitButton>Apply filters</SubmitButton>
        <PlainButton variant="outlined">Clear filters</PlainButton>
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search row, the fields in as many columns as fit, the actions under them; the search tells its shortcut. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search orders' });
    await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.type(search, '9876543210');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'Scan');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(await canvas.findByText('Submitted: {"q":"9876543210","kind":"scan","open":false}')).toBeVisible();
  },
};

/** At 320 px the fields stack in one column; nothing runs off the screen. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kind = canvas.getByRole('combobox', { name: 'Kind' }).getBoundingClientRect();
    const open = canvas.getByRole('checkbox', { name: 'Open only' }).getBoundingClientRect();
    await expect(open.top).toBeGreaterThan(kind.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
