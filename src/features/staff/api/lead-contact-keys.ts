/** Digits kept from a phone number: the last ten, which are the Indian number whatever prefix (+91, 0) came first. */
const PHONE_KEY_DIGITS = 10;

/** A stored phone (`+919876543210`, `9876543210`, a foreign `+1…`) → the key duplicates and searches match on. */
export function phoneKeyOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits.slice(-PHONE_KEY_DIGITS);
}

/** Trimmed and lower-cased: the key duplicates and searches match on. */
export function emailKeyOf(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}
