import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect } from '@/design-system/form/native-select';

const cities = ['Bengaluru', 'Chennai', 'Hyderabad'];

/** A NativeSelect with the label and description its callers give it, holding its own value. */
function LabelledSelect(props: { disabled?: boolean; invalid?: boolean; description?: string }) {
  const [value, setValue] = useState('');
  return (
    <div>
      <label htmlFor="city">City</label>
      <NativeSelect
        id="city"
        name="city"
        value={value}
        options={cities.map((city) => ({ value: city, label: city }))}
        placeholder="All cities"
        onChange={(event) => setValue(event.target.value)}
        disabled={props.disabled}
        invalid={props.invalid}
        describedBy={props.description ? 'city-description' : undefined}
      />
      {props.description && <p id="city-description">{props.description}</p>}
    </div>
  );
}

const meta = {
  title: 'Design System/Form/NativeSelect',
  component: LabelledSelect,
  tags: ['stable'],
} satisfies Meta<typeof LabelledSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A select where one option is always chosen (a period, a sort order): no empty first option. */
function AlwaysChosenSelect() {
  const [value, setValue] = useState('28');
  const periods = ['7', '28', '90'].map((days) => ({ value: days, label: `Last ${days} days` }));
  return (
    <div>
      <label htmlFor="period">Period</label>
      <NativeSelect id="period" name="period" value={value} options={periods} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All cities', ...cities]);
    await userEvent.selectOptions(select, 'Chennai');
    await expect(select).toHaveDisplayValue('Chennai');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { invalid: true, description: 'Choose a city' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a city');
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Choose a state first' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Choose a state first');
  },
};

export const WithoutEmptyChoice: Story = {
  render: () => <AlwaysChosenSelect />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Period' });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 7 days', 'Last 28 days', 'Last 90 days']);
    await expect(select).toHaveDisplayValue('Last 28 days');
    await userEvent.selectOptions(select, 'Last 90 days');
    await expect(select).toHaveDisplayValue('Last 90 days');
  },
};
