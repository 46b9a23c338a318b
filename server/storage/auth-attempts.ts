import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { StoreContext } from './record-table';

export type AttemptLimits = { max: number; windowMs: number };

/** Expired windows are deleted at most this often, by whichever attempt comes next. */
const SWEEP_INTERVAL_MS = 60_000;

/** The e-mail itself is not kept: a digest is enough to count attempts on it. */
const keyOf = (email: string) => createHash('sha256').update(email).digest('base64url');

/**
 * Counts sign-in attempts per e-mail in a fixed window starting at the first one; a success forgives
 * them. Once `max` are counted, every attempt on that e-mail waits for the window to end, so a guesser
 * learns nothing more, not even from the right password. Attempts are counted before the slow password
 * check, so a burst of parallel guesses cannot all slip in before the first failure is recorded.
 *
 * The counts live in the database, so a restart forgives nothing and instances sharing PostgreSQL share
 * them: one atomic upsert per attempt, in the same group commits as the leads.
 */
export function createAttemptStore({ groupCommit }: StoreContext) {
  return {
    limiter({ max, windowMs }: AttemptLimits, now: () => number = Date.now) {
      let lastSweep = 0;
      return {
        /** Counts an attempt on `email` and returns 0; or, when its window is used up, the seconds to wait. */
        async attempt(email: string): Promise<number> {
          const time = now();
          const sweep = time - lastSweep >= SWEEP_INTERVAL_MS;
          if (sweep) lastSweep = time;
          const { attempts, reset_at: resetAt } = await groupCommit.submit(async (trx) => {
            if (sweep) await trx.deleteFrom('auth_attempts').where('reset_at', '<=', time).execute();
            return trx
              .insertInto('auth_attempts')
              .values({ key: keyOf(email), attempts: 1, reset_at: time + windowMs })
              .onConflict((conflict) =>
                conflict.column('key').doUpdateSet({
                  attempts: sql`CASE WHEN auth_attempts.reset_at <= ${time} THEN 1 ELSE auth_attempts.attempts + 1 END`,
                  reset_at: sql`CASE WHEN auth_attempts.reset_at <= ${time} THEN ${time + windowMs} ELSE auth_attempts.reset_at END`,
                }),
              )
              .returning(['attempts', 'reset_at'])
              .executeTakeFirstOrThrow();
          });
          return attempts <= max ? 0 : Math.ceil((Number(resetAt) - time) / 1000);
        },
        /** A success forgives the e-mail's earlier attempts. */
        async forgive(email: string): Promise<void> {
          await groupCommit.submit((trx) => trx.deleteFrom('auth_attempts').where('key', '=', keyOf(email)).execute());
        },
      };
    },
  };
}

export type AttemptLimiter = ReturnType<ReturnType<typeof createAttemptStore>['limiter']>;
