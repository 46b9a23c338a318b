const IMAGE_URL = /\s(?:src|href)="(\/[^"/][^"]*\.(?:svg|png|jpe?g|webp|avif|gif))"/gi;

/** The site's own images a page's HTML names (`<img src>`, image preloads), each once, in order. */
export function imagePathsIn(html: string): string[] {
  return [...new Set([...html.matchAll(IMAGE_URL)].map((match) => match[1] ?? ''))].filter(Boolean);
}
