import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key and the id stored beside every value it encrypts. */
export type FieldKey = { id: string; key: Buffer };

/** The key that encrypts, and every key (itself included) that may still decrypt. */
export type FieldKeyring = { current: FieldKey; byId: ReadonlyMap<string, Buffer> };

export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Says why a stored value cannot be read, never what it holds. */
export class FieldDecryptionError extends Error {
  override readonly name = 'FieldDecryptionError';
  constructor(
    message: string,
    readonly keyId?: string,
  ) {
    super(message);
  }
}

export const isEncryptedValue = (stored: string) => stored.startsWith(PREFIX);

/** The id of the key a stored value was written with, or undefined for clear text. */
export function keyIdOfValue(stored: string): string | undefined {
  return isEncryptedValue(stored) ? stored.slice(PREFIX.length).split(':', 1)[0] : undefined;
}

// The column (e.g. "patients.aadhar_number") is authenticated with the value: copied into another column,
// or given another key id, it no longer decrypts.
const additionalData = (keyId: string, column: string) => Buffer.from(`${PREFIX}${keyId}:${column}`, 'utf8');

export function createFieldCipher(keyring: FieldKeyring) {
  return {
    currentKeyId: keyring.current.id,

    /** `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>`, base64url parts, AES-256-GCM under the current key. */
    encrypt(plain: string, column: string): string {
      const { id, key } = keyring.current;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(id, column));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${[id, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':')}`;
    },

    decrypt(stored: string, column: string): string {
      const parts = isEncryptedValue(stored) ? stored.slice(PREFIX.length).split(':') : [];
      const [keyId, iv, tag, ciphertext] = parts;
      if (parts.length !== 4 || !keyId || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new FieldDecryptionError(`A value in ${column} is not in the enc:v1 format`);
      }
      const key = keyring.byId.get(keyId);
      if (!key) throw new FieldDecryptionError(`A value in ${column} was encrypted with key "${keyId}", which is not configured`, keyId);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(additionalData(keyId, column));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError(`A value in ${column} failed authentication: altered, or copied from another column`, keyId);
      }
    },
  };
}

export type FieldCipher = ReturnType<typeof createFieldCipher>;
