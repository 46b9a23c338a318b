/**
 * The choices after ticking or unticking `value`, in `order`. When a list has an `exclusive` choice
 * (GOV.UK's "None"), ticking it clears the others and ticking another clears it.
 */
export function toggleChoice(selected: readonly string[], value: string, checked: boolean, order: readonly string[], exclusive?: string): string[] {
  if (exclusive !== undefined && value === exclusive) return checked ? [exclusive] : [];
  const next = new Set(selected.filter((choice) => choice !== exclusive));
  if (checked) next.add(value);
  else next.delete(value);
  return order.filter((choice) => next.has(choice));
}
