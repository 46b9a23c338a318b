import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from '@/lib/zod';

/**
 * useForm with the schema as resolver and GOV.UK focus behaviour: a failed submit focuses the error
 * summary, not the first field (shouldFocusError: false). Validates on submit, then again on each change.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}
