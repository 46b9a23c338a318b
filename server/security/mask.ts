/** Shows only the last 4 characters ("XXXXXXXX1234"); a value of 4 or fewer characters is hidden whole. */
export function maskId(value: string): string {
  const visible = value.length > 4 ? value.slice(-4) : '';
  return 'X'.repeat(value.length - visible.length) + visible;
}

const MASK = '•';

/** `••••••3210`: six dots and the last four digits, whatever the number's format; a number that short is hidden whole. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return MASK.repeat(6) + (digits.length > 4 ? digits.slice(-4) : '');
}

/** `a•••@example.com`: the first character of the name and the whole domain; a value without @ is hidden whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK.repeat(3);
  const name = email.slice(0, at);
  return `${name.length > 1 ? name[0] : ''}${MASK.repeat(3)}${email.slice(at)}`;
}
