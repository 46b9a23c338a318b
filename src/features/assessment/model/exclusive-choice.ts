/**
 * The choices after ticking or unticking `value` in a list where `exclusive` stands alone: ticking it
 * clears the others, ticking another clears it. The result follows `order`.
 */
export function toggleChoice(selected: readonly string[], value: string, checked: boolean, order: readonly string[], exclusive: string): string[] {
  if (value === exclusive) return checked ? [exclusive] : [];
  const next = new Set(selected.filter((choice) => choice !== exclusive));
  if (checked) next.add(value);
  else next.delete(value);
  return order.filter((choice) => next.has(choice));
}
