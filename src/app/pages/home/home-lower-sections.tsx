/** Home's care programs, self-check and feedback blocks. */
export function HomeLowerSections() {
  return null;
}
