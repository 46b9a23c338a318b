import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './schema';

/** The writes of one request; it may run again in a later batch if a neighbour fails, so it must not keep state. */
export type WriteUnit<T> = (trx: Transaction<Schema>) => Promise<T>;

type Pending = { unit: WriteUnit<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void; retries: number };

export type GroupCommitOptions = {
  /** Transactions open at once: 1 for SQLite (one writer), more for PostgreSQL. */
  concurrency: number;
  /** Units per transaction, so one commit never grows without bound. */
  maxBatch?: number;
  /** A unit's error that is no fault of its own (a deadlock with another transaction): the unit runs again. */
  isTransientConflict?: (error: unknown) => boolean;
};

/** A unit that keeps meeting transient conflicts is rejected after this many further runs. */
const MAX_RETRIES = 3;

/**
 * Writes that arrive together share one transaction, so one durable commit (one fsync) acknowledges
 * many requests. Each promise settles only after the transaction holding its unit has committed.
 *
 * Batches form by themselves: a unit waits for the next turn of the event loop (well under a
 * millisecond when idle), or for a running commit to finish, and everything queued meanwhile joins the
 * next batch. When a unit fails, the transaction is rolled back, that unit alone is rejected, and its
 * neighbours go first into the next batch — no savepoints, so the common case costs nothing extra.
 * When BEGIN or COMMIT fails, nothing in the batch was stored and every unit is rejected. A unit that lost
 * a deadlock (two batches inserting the same Idempotency-Keys in opposite orders) runs again with its batch.
 */
export function createGroupCommit(db: Kysely<Schema>, { concurrency, maxBatch = 256, isTransientConflict = () => false }: GroupCommitOptions) {
  const queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || running >= concurrency || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (running < concurrency && queue.length > 0) void run(queue.splice(0, maxBatch));
    });
  }

  async function run(batch: Pending[]): Promise<void> {
    running += 1;
    try {
      await commit(batch);
    } finally {
      running -= 1;
      schedule();
    }
  }

  async function commit(batch: Pending[]): Promise<void> {
    const results: unknown[] = [];
    let failed: { index: number; error: unknown } | undefined;
    try {
      await db.transaction().execute(async (trx) => {
        for (const [index, pending] of batch.entries()) {
          try {
            results.push(await pending.unit(trx));
          } catch (error) {
            failed = { index, error };
            throw error;
          }
        }
      });
    } catch (error) {
      if (!failed) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      const { index, error: unitError } = failed;
      const failedUnit = batch[index]!;
      const retry = isTransientConflict(unitError) && failedUnit.retries < MAX_RETRIES;
      if (retry) failedUnit.retries += 1;
      else failedUnit.reject(unitError);
      queue.unshift(...batch.filter((_, other) => retry || other !== index));
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]));
  }

  return {
    submit<T>(unit: WriteUnit<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ unit, resolve: resolve as (value: unknown) => void, reject, retries: 0 });
        schedule();
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
