import { randomUUID } from 'node:crypto';
import type { Db } from './database';

export type UserAccount = { id: string; email: string; passwordHash: string };

export class DuplicateEmailError extends Error {
  override readonly name = 'DuplicateEmailError';
}

export function createUserStore(db: Db) {
  const insert = db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)');
  const byEmail = db.prepare('SELECT id, email, password_hash AS passwordHash FROM users WHERE email = ?');
  const byId = db.prepare('SELECT id, email, password_hash AS passwordHash FROM users WHERE id = ?');

  return {
    /** Creates an account; e-mails are unique regardless of case (the column is COLLATE NOCASE). */
    create(email: string, passwordHash: string): UserAccount {
      const id = randomUUID();
      try {
        insert.run(id, email, passwordHash);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(email);
        throw error;
      }
      return { id, email, passwordHash };
    },
    findByEmail: (email: string) => byEmail.get(email) as UserAccount | undefined,
    findById: (id: string) => byId.get(id) as UserAccount | undefined,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
