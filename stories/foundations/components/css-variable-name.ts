/** The variable a theme reference names: `var(--hv-font-h2, …)` → `--hv-font-h2`. */
export function cssVariableName(reference: string | undefined): string | undefined {
  return reference ? /var\((--[\w-]+)/.exec(reference)?.[1] : undefined;
}
