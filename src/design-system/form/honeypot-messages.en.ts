export const en = {
  /** The honeypot's label: no person sees or hears it; a form-filling bot reads it as a field to fill. */
  label: 'Website',
};
