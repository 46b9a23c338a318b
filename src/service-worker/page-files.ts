const IMAGE_URL = /\s(?:src|href)="(\/[^"/][^"]*\.(?:svg|png|jpe?g|webp|avif|gif))"/gi;
const STYLESHEET_URL = /<link rel="stylesheet" href="(\/static\/[^"]+\.css)"/g;

const uniquePaths = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean);

/** The site's own images a page's HTML names (`<img src>`, image preloads), each once, in order. */
export const imagePathsIn = (html: string): string[] => uniquePaths(html, IMAGE_URL);

/** The build's stylesheets a page's HTML links, each once, in order. */
export const stylesheetPathsIn = (html: string): string[] => uniquePaths(html, STYLESHEET_URL);
