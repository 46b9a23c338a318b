import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from '@/lib/zod';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { DateField } from '@/design-system/form/date-field';
import { FileField } from '@/design-system/form/file-field';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { MAX_UPLOAD_BYTES } from '@/lib/constants';

const departments = ['General Medicine', 'Cardiology', 'Dermatology'];
const slots = ['9:00 AM - 10:00 AM', '2:00 PM - 3:00 PM'];

// Field order in the schema differs from the form's on purpose: the summary follows the form.
const schema = z.object({
  consent: z.boolean().refine(Boolean, 'Terms & Conditions must be accepted'),
  fullName: z.string().trim().min(1, 'Full Name is required'),
  phone: z.string().trim().min(1, 'Mobile number is required').regex(/^\d{10}$/, 'Phone number must be 10 digits'),
  department: z.string().min(1, 'Department is required'),
  preferredTime: z.string().min(1, 'Preferred time is required'),
  preferredDate: z.string().min(1, 'Preferred date is required'),
  report: z
    .custom<File | null>()
    .refine((file) => !file || ['image/jpeg', 'image/png'].includes(file.type), 'Only JPG/JPEG/PNG images are allowed')
    .refine((file) => !file || file.size <= MAX_UPLOAD_BYTES, 'File size exceeds 5MB limit'),
});
type Values = z.input<typeof schema>;

const empty: Values = { consent: false, fullName: '', phone: '', department: '', preferredTime: '', preferredDate: '', report: null };
const filled: Values = { consent: true, fullName: 'Asha Rao', phone: '9876543210', department: 'Cardiology', preferredTime: slots[1] ?? '', preferredDate: '2030-03-27', report: null };

type ExampleProps = {
  /** Starting values. */
  defaultValues?: Values;
  /** Disables every field. */
  disabled?: boolean;
  /** Shows hints under the labels. */
  hints?: boolean;
  /** What the "server" does with a valid submit. */
  outcome?: 'success' | 'failure' | 'pending';
};

/** A small appointment form built only from the primitives. */
function ExampleForm({ defaultValues = empty, disabled, hints, outcome = 'success' }: ExampleProps) {
  const form = useZodForm(schema, { defaultValues, disabled });
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState('');

  const book = async (values: z.output<typeof schema>) => {
    setServerError('');
    if (outcome === 'pending') await new Promise(() => {});
    if (outcome === 'failure') setServerError('Failed to book appointment');
    else setSent(`Booked for ${values.fullName}`);
  };

  return (
    <>
      <Typography id="example-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Book an appointment
      </Typography>
      <Box sx={{ maxWidth: 520 }}>
        <Form form={form} aria-labelledby="example-title" onSubmit={book}>
          <FormAlert>{serverError}</FormAlert>
          <TextField control={form.control} name="fullName" label="Full name" autoComplete="name" spellCheck={false} required />
          <TextField
            control={form.control}
            name="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            pattern="[0-9]{10}"
            hint={hints ? '10-digit phone number without country code' : undefined}
            required
          />
          <SelectField control={form.control} name="department" label="Department" placeholder="Select department" options={departments.map((d) => ({ value: d, label: d }))} required />
          <RadioGroupField control={form.control} name="preferredTime" label="Preferred time" options={slots.map((s) => ({ value: s, label: s }))} required />
          <DateField control={form.control} name="preferredDate" label="Preferred date" min="2030-01-01" hint={hints ? 'For example, 27 3 2030' : undefined} required />
          <FileField control={form.control} name="report" label="Previous report (optional)" hint={hints ? 'JPG or PNG, up to 5 MB' : undefined} />
          <CheckboxField control={form.control} name="consent" label="I accept the Terms & Conditions" required />
          <SubmitButton busyLabel="Booking...">Confirm Appointment</SubmitButton>
          {sent && <Typography role="status">{sent}</Typography>}
        </Form>
      </Box>
    </>
  );
}

const meta = {
  title: 'Design System/Form/Example',
  component: ExampleForm,
  tags: ['stable'],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm Appointment' }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Book an appointment' })).toHaveAttribute('novalidate');
    await expect(canvas.queryByText('There is a problem')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

export const WithErrors: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '12345');
    await submit(canvasElement);

    await step('the summary appears, focused, listing errors in the order of the fields', async () => {
      const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
      await waitFor(() => expect(document.activeElement).toContainElement(heading));
      const alert = canvas.getByRole('alert');
      await expect(alert).toContainElement(heading);
      await expect(within(alert).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Full Name is required',
        'Phone number must be 10 digits',
        'Department is required',
        'Preferred time is required',
        'Preferred date is required',
        'Terms & Conditions must be accepted',
      ]);
      await expect(within(alert).getByRole('link', { name: 'Department is required' })).toHaveAttribute('href', '#field-department');
    });

    await step('each field is marked and described by its error, prefixed with a hidden "Error:"', async () => {
      const fullName = canvas.getByRole('textbox', { name: 'Full name' });
      await expect(fullName).toBeInvalid();
      await expect(fullName).toHaveAttribute('aria-describedby', 'field-fullName-error');
      await expect(fullName).toHaveAccessibleDescription('Error: Full Name is required');
      await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Error: Department is required');
      await expect(canvas.getByRole('group', { name: 'Preferred time' })).toHaveAccessibleDescription('Error: Preferred time is required');
      await expect(canvas.getByLabelText('Preferred date')).toHaveAccessibleDescription('Error: Preferred date is required');
      await expect(canvas.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).toHaveAccessibleDescription('Error: Terms & Conditions must be accepted');
      await expect(canvas.getByText('Error:', { selector: '#field-phone-error span' })).toBeInTheDocument();
    });

    await step('a failed field keeps its value', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('12345');
    });

    await step('the links take focus to their fields', async () => {
      const alert = canvas.getByRole('alert');
      await userEvent.click(within(alert).getByRole('link', { name: 'Phone number must be 10 digits' }));
      await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
      await userEvent.click(within(alert).getByRole('link', { name: 'Preferred time is required' }));
      await expect(canvas.getByRole('radio', { name: slots[0] })).toHaveFocus();
      await userEvent.click(within(alert).getByRole('link', { name: 'Terms & Conditions must be accepted' }));
      await expect(canvas.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).toHaveFocus();
    });

    await step('fixing a field takes it off the summary; a second failed submit focuses the summary again', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Asha Rao');
      await expect(within(canvas.getByRole('alert')).queryByRole('link', { name: 'Full Name is required' })).not.toBeInTheDocument();
      await submit(canvasElement);
      await waitFor(() => expect(document.activeElement).toContainElement(canvas.getByRole('heading', { name: 'There is a problem' })));
    });
  },
};

export const WithHint: Story = {
  args: { hints: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAccessibleDescription('10-digit phone number without country code');
    await submit(canvasElement);
    await expect(phone).toHaveAttribute('aria-describedby', 'field-phone-hint field-phone-error');
    await expect(phone).toHaveAccessibleDescription('10-digit phone number without country code Error: Mobile number is required');
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('Booked for Asha Rao')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText('There is a problem')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { defaultValues: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).toBeDisabled();
  },
};

export const BusySubmit: Story = {
  args: { defaultValues: filled, outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Booking...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(canvas.queryByText(/^Booked for/)).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to book appointment');
    await expect(canvas.queryByText('There is a problem')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
  },
};

/** Hindi pages: the primitives' own text (summary heading, error prefix, default select text) in Hindi; this example's labels and messages are its own. */
export const WithErrorsInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'कुछ जानकारी ठीक करनी है' });
    await waitFor(() => expect(document.activeElement).toContainElement(heading));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('गलती: Full Name is required');
  },
};
