/** Every Hindi catalogue (`*.hi.ts`) and data sidecar (`*.hi.json`) of the site, under `root`. */
export function hindiTextFiles(root?: string): string[];
/** The Devanagari block's characters in a text. */
export function devanagariCodePoints(text: string): Set<number>;
/** Devanagari the browser writes itself: Hindi month names in dates. */
export function intlDevanagariText(): string;
/** The site's Hindi text: its catalogues and sidecars, and the dates the browser writes. */
export function siteHindiText(root?: string): string;
/** Each distinct run of Devanagari (with the joiners) in a text: the units a browser shapes. */
export function devanagariRuns(text: string): string[];
