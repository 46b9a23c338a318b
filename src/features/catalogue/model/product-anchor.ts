/** The `id` of a catalogue product's card, so a link such as /ayurveda#product-301 lands on it. */
export function productAnchorId(id: number): string {
  return `product-${id}`;
}
