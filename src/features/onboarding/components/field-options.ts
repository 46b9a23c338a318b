/** The spec's fixed values as field options (radios, checkboxes or selects), each shown as written. */
export const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
