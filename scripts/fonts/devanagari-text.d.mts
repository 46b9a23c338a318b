/** Every Hindi catalogue (`*.hi.ts`) and data sidecar (`*.hi.json`) of the site, under `root`. */
export function hindiTextFiles(root?: string): string[];
/** The Devanagari block's characters in a text. */
export function devanagariCodePoints(text: string): Set<number>;
