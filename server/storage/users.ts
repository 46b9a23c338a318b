import { randomUUID } from 'node:crypto';
import type { StoreContext } from './record-table';

export type UserAccount = { id: string; email: string; passwordHash: string };

export class DuplicateEmailError extends Error {
  override readonly name = 'DuplicateEmailError';
}

export function createUserStore({ engine, groupCommit }: StoreContext) {
  const { db } = engine;
  const findBy = (column: 'email' | 'id', value: string): Promise<UserAccount | undefined> =>
    db.selectFrom('users').select(['id', 'email', 'password_hash as passwordHash']).where(column, '=', value).executeTakeFirst();

  return {
    /** Creates an account; e-mails are unique regardless of case (the schemas lower-case them). */
    async create(email: string, passwordHash: string): Promise<UserAccount> {
      const id = randomUUID();
      try {
        await groupCommit.submit((trx) => trx.insertInto('users').values({ id, email, password_hash: passwordHash }).execute());
      } catch (error) {
        if (engine.isUniqueViolation(error)) throw new DuplicateEmailError(email);
        throw error;
      }
      return { id, email, passwordHash };
    },
    findByEmail: (email: string) => findBy('email', email),
    findById: (id: string) => findBy('id', id),
  };
}
