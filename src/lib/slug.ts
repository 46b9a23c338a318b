/** A name as an id or comparison key: "Vitamin D (25-OH)" → "vitamin-d-25-oh"; accents dropped, & read as "and". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
