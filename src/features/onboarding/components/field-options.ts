/** The spec's fixed values as field options (radios or selects): the value is sent, its label in the page's language shown. */
export const labelledOptions = <const T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));
