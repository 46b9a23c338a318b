/** The placeholders of src/index.html that each prerendered page fills. */
type Slots = { head: string; app: string; data: string };

export function fillTemplate(template: string, slots: Slots): string {
  // Replacer functions, so a `$` in page content is never read as a replacement pattern.
  return template
    .replace('<!--app-head-->', () => slots.head)
    .replace('<!--app-html-->', () => slots.app)
    .replace('<!--app-data-->', () => slots.data);
}

/**
 * The client-rendered page for detail routes whose id is not in the data (the screen shows its own
 * not-found state) and for client-only pages.
 */
export function shellHtml(template: string, head: string): string {
  return fillTemplate(template, { head, app: '', data: '' });
}
