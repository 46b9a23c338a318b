import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { Form } from '@/design-system/form/form';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';

export type HarnessOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  /** The story's schema. */
  schema: TSchema;
  /** Starting values. */
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Field errors set on first render, without a submit (so the summary stays hidden). */
  errors?: Partial<Record<FieldPath<z.input<TSchema>>, string>>;
  /** Disables the whole form through react-hook-form. */
  disabled?: boolean;
};

/** Files become `name (size bytes)` so the submitted values can be shown as text. */
function describe(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) => (value instanceof File ? `${value.name} (${value.size} bytes)` : value));
}

/** A story-only form around one field: a Continue button, and the submitted values in a status line. */
export function FormHarness<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  errors,
  disabled,
  children,
}: HarnessOptions<TSchema> & { children: ReactNode }) {
  const form = useZodForm(schema, { defaultValues, disabled });
  const [submitted, setSubmitted] = useState('');

  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {})) {
      if (typeof message === 'string') form.setError(name as FieldPath<z.input<TSchema>>, { message });
    }
  }, [errors, form]);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Form form={form} aria-label="Example form" onSubmit={(values) => setSubmitted(describe(values))}>
        {children}
        <SubmitButton>Continue</SubmitButton>
      </Form>
      <Box component="output" sx={{ display: 'block', mt: 2, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {submitted && `Submitted: ${submitted}`}
      </Box>
    </Box>
  );
}

/** Wraps a field story in a FormHarness configured by `parameters.form` (story parameters merge over the meta's). */
export const withForm: Decorator = (Story, context) => {
  const options = context.parameters.form as HarnessOptions<z.ZodType<FieldValues, FieldValues>>;
  return (
    <FormHarness {...options}>
      <Story />
    </FormHarness>
  );
};

/** Typed `parameters.form` for a story file. */
export function formParameters<TSchema extends z.ZodType<FieldValues, FieldValues>>(options: HarnessOptions<TSchema>) {
  return { form: options };
}
