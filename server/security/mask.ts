/** Shows only the last 4 characters ("XXXXXXXX1234"); a value of 4 or fewer characters is hidden whole. */
export function maskId(value: string): string {
  const visible = value.length > 4 ? value.slice(-4) : '';
  return 'X'.repeat(value.length - visible.length) + visible;
}
