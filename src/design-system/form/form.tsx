import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, type SummaryField } from '@/design-system/form/error-summary';
import { DEFAULT_ID_PREFIX } from '@/design-system/form/field-id';
import styles from '@/design-system/form/form.module.css';
import { FieldIdPrefixContext } from '@/design-system/form/use-field-ids';

/** A form is named by a visible heading (preferred) or, failing that, a label. */
type FormName =
  | {
      /** id of the visible heading above the form that names it (preferred): screen readers say "<heading>, form". */
      'aria-labelledby': string;
      /** The form's name for screen readers when no visible heading names it; give one or the other, not both. */
      'aria-label'?: never;
    }
  | {
      /** The form's name for screen readers when no visible heading names it; give one or the other, not both. */
      'aria-label': string;
      /** id of the visible heading above the form that names it (preferred): screen readers say "<heading>, form". */
      'aria-labelledby'?: never;
    };

export type FormProps<TValues extends FieldValues, TSubmitted> = FormName & {
  /** For developers: the form's answers and rules, from useZodForm (or useForm with shouldFocusError: false). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context type
  form: UseFormReturn<TValues, any, TSubmitted>;
  /** What happens when a send passes the checks, given the answers; the submit button stays busy until it finishes. */
  onSubmit: SubmitHandler<TSubmitted>;
  /** What else happens when a send fails the checks, given the errors (the error summary shows them either way). */
  onInvalid?: SubmitErrorHandler<TValues>;
  /** Prefix of every field id (`<prefix>-<name>`); give a second form on the same page its own. */
  idPrefix?: string;
  /** Heading of the error summary. */
  errorSummaryTitle?: string;
  /** id of the form element, for a SubmitButton placed outside it. */
  id?: string;
  /** The fields, FormAlert and SubmitButton; laid out in a column with even spacing. */
  children: ReactNode;
  /** Extra class for the form element, e.g. a width from the screen's stylesheet. */
  className?: string;
};

/** The form's fields in document order with their visible labels, read from the fields' data-field roots. */
function fieldsOf(form: HTMLFormElement): SummaryField[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[data-field]'), (element) => ({
    name: element.dataset.field ?? '',
    label: element.querySelector('label, legend')?.textContent?.trim() ?? '',
  }));
}

/**
 * A <form noValidate> bound to react-hook-form: fields inside get the form through context, and a
 * failed submit shows the GOV.UK error summary at the top (errors in the order the fields appear) and
 * moves focus to it. Submits are ignored while one is in flight.
 */
export function Form<TValues extends FieldValues, TSubmitted = TValues>({
  form,
  onSubmit,
  onInvalid,
  idPrefix = DEFAULT_ID_PREFIX,
  errorSummaryTitle,
  id,
  children,
  className,
  ...name
}: FormProps<TValues, TSubmitted>) {
  const [fields, setFields] = useState<SummaryField[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A form in a dialog is a DOM sibling but a React child: keep its submit from reaching an outer form.
    event.stopPropagation();
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    setFields(fieldsOf(event.currentTarget));
    void form.handleSubmit(onSubmit, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <FieldIdPrefixContext.Provider value={idPrefix}>
        <form noValidate id={id} onSubmit={submit} className={className ? `${styles.form} ${className}` : styles.form} {...name}>
          <ErrorSummary fields={fields} title={errorSummaryTitle} />
          {children}
        </form>
      </FieldIdPrefixContext.Provider>
    </FormProvider>
  );
}
