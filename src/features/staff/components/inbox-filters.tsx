import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { FilterBar } from '@/design-system/filter-bar/filter-bar';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { DateField } from '@/design-system/form/date-field';
import { Form } from '@/design-system/form/form';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { inboxFiltersOf, inboxFiltersSchema, type InboxQuery } from '@/features/staff/api/inbox-filters-schema';
import { filterMessages, kindOptions, statusOptions } from '@/features/staff/components/inbox-filter-options';
import { inboxMessages } from '@/features/staff/components/inbox-messages';

export const INBOX_FILTERS_HEADING_ID = 'inbox-filters-heading';
/** The search box's id: the "/" shortcut focuses it. */
export const INBOX_SEARCH_ID = 'inbox-filter-q';

type InboxFiltersProps = {
  /** The filters the list shows now (from the address). */
  query: InboxQuery;
  /** Called with the new filters when the form is applied. */
  onApply: (query: InboxQuery) => void;
  /** The assignee choices beyond "anyone": me, unassigned and (supervisors) each staff member. */
  assigneeOptions: readonly { value: string; label: string }[];
  /** What "anyone" means to this person: an agent sees only unassigned leads and their own. */
  anyoneLabel: string;
  /** Where "Clear filters" goes: the inbox without filters. */
  clearHref: string;
};

/**
 * The inbox's filters, a form that works as one: applied, it puts them in the address (the search stays out of it,
 * see inbox-location.ts) and the list follows. Moving through history puts the form back to what the list shows.
 */
export function InboxFilters({ query, onApply, assigneeOptions, anyoneLabel, clearHref }: InboxFiltersProps) {
  const form = useZodForm(inboxFiltersSchema, { defaultValues: inboxFiltersOf(query) });
  const shown = JSON.stringify(query);
  const { reset } = form;
  useEffect(() => {
    reset(inboxFiltersOf(JSON.parse(shown) as InboxQuery));
  }, [shown, reset]);

  return (
    <Form form={form} aria-labelledby={INBOX_FILTERS_HEADING_ID} idPrefix="inbox-filter" onSubmit={onApply}>
      <FilterBar
        search={<TextField name="q" type="search" label={filterMessages.search} hint={filterMessages.searchHint} spellCheck={false} keyShortcuts="/" />}
        actions={
          <>
            <SubmitButton>{inboxMessages.apply}</SubmitButton>
            <Link to={clearHref} className={plainButtonClassName({ variant: 'outlined' })}>
              {inboxMessages.clear}
            </Link>
          </>
        }
      >
        <SelectField name="kind" label={filterMessages.kind} options={kindOptions} placeholder={filterMessages.anyKind} />
        <SelectField name="status" label={filterMessages.status} options={statusOptions} placeholder={filterMessages.anyStatus} />
        <SelectField name="assignee" label={filterMessages.assignee} options={assigneeOptions} placeholder={anyoneLabel} />
        <DateField name="from" label={filterMessages.from} />
        <DateField name="to" label={filterMessages.to} />
        <CheckboxField name="overdue" label={filterMessages.overdue} />
      </FilterBar>
    </Form>
  );
}
