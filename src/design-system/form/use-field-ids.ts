import { createContext, useContext } from 'react';
import { DEFAULT_ID_PREFIX, describedBy, errorId, fieldId, hintId } from '@/design-system/form/field-id';

/** The id prefix of the enclosing Form, so two forms on one page never share an id. */
export const FieldIdPrefixContext = createContext(DEFAULT_ID_PREFIX);

/** The field id prefix of the enclosing Form ('field' outside one). */
export function useFieldIdPrefix(): string {
  return useContext(FieldIdPrefixContext);
}

/** Ids of a field's input, hint and error, and its aria-describedby (hint first, then error). */
export function useFieldIds(name: string, { hasHint, hasError }: { hasHint: boolean; hasError: boolean }) {
  const id = fieldId(name, useFieldIdPrefix());
  return {
    id,
    hintId: hintId(id),
    errorId: errorId(id),
    describedBy: describedBy(hasHint && hintId(id), hasError && errorId(id)),
  };
}
