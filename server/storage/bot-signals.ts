import type { Kysely, Transaction } from 'kysely';
import { FORM_TOKEN_LIFETIME_MS } from '@/lib/bot-signals/bot-signals';
import type { StoreContext } from './record-table';
import type { Schema } from './schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

const HOUR_MS = 60 * 60_000;
/** Old rows are deleted at most this often, by whichever write comes next. */
const SWEEP_INTERVAL_MS = 60_000;

const isoAt = (ms: number) => new Date(ms).toISOString();

/**
 * The bot signals' shared state (issue 41): spent form tokens and proof-of-work solutions, and leads counted by
 * phone and by client address. Rows past their window (an hour) or a token's lifetime are pruned on write.
 */
export function createBotSignalStore({ engine, groupCommit }: StoreContext, clock: () => number) {
  let lastSweep = 0;

  /** Whether `nonce` was spent by another submission than the one with `idempotencyKey` (its retry is no reuse). */
  async function spentByAnother(executor: Executor, nonce: string, idempotencyKey: string | undefined): Promise<boolean> {
    const spent = await executor.selectFrom('spent_form_tokens').select('idempotency_key').where('nonce', '=', nonce).executeTakeFirst();
    return spent !== undefined && (idempotencyKey === undefined || spent.idempotency_key !== idempotencyKey);
  }

  /** Spends `nonce` for the submission with `idempotencyKey`; false when another submission had spent it already. */
  async function spendWithin(trx: Transaction<Schema>, nonce: string, idempotencyKey: string | undefined): Promise<boolean> {
    const inserted = await trx
      .insertInto('spent_form_tokens')
      .values({ nonce, idempotency_key: idempotencyKey ?? null, spent_at: isoAt(clock()) })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst();
    return inserted !== undefined || !(await spentByAnother(trx, nonce, idempotencyKey));
  }

  /** Deletes what no window or lifetime needs any more, once a minute at most. */
  async function pruneWithin(trx: Transaction<Schema>): Promise<void> {
    const now = clock();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await trx.deleteFrom('spent_form_tokens').where('spent_at', '<', isoAt(now - FORM_TOKEN_LIFETIME_MS - HOUR_MS)).execute();
    await trx.deleteFrom('lead_sources').where('at', '<', isoAt(now - HOUR_MS)).execute();
    await trx.deleteFrom('rate_limit_windows').where('resets_at', '<=', now).execute();
  }

  const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ count: string | number | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).count);

  /**
   * Submissions from `addressKey` in the hour before `atMs` (rows of `lead_sources`), counted up to `upTo`: the
   * callers only compare with a limit, and an address flooding the forms must not make each of its requests slower.
   */
  const addressLeadsWithin = (executor: Executor, addressKey: string, atMs: number, upTo: number): Promise<number> =>
    countOf(
      executor
        .selectFrom((eb) => eb.selectFrom('lead_sources').select('address_key').where('address_key', '=', addressKey).where('at', '>=', isoAt(atMs - HOUR_MS)).limit(upTo).as('recent'))
        .select((eb) => eb.fn.countAll<number>().as('count')),
    );

  return {
    spentByAnother: (nonce: string, idempotencyKey: string | undefined) => spentByAnother(engine.db, nonce, idempotencyKey),
    spendWithin,
    /** Spends `nonce` in a transaction of its own (login and register, which store no record). */
    spend: (nonce: string) => groupCommit.submit((trx) => spendWithin(trx, nonce, undefined)),
    /** Callbacks to `phoneKey` received in the hour before `at`, in the inbox or in quarantine, counted up to `upTo`. */
    async phoneCallbacksWithin(executor: Executor, phoneKey: string, at: string, upTo: number): Promise<number> {
      const since = isoAt(Date.parse(at) - HOUR_MS);
      const recent = (table: 'leads' | 'quarantined_leads', limit: number) =>
        countOf(
          executor
            .selectFrom((eb) => eb.selectFrom(table).select('phone_key').where('phone_key', '=', phoneKey).where('kind', '=', 'callback').where('received_at', '>=', since).limit(limit).as('recent'))
            .select((eb) => eb.fn.countAll<number>().as('count')),
        );
      const inbox = await recent('leads', upTo);
      return inbox >= upTo ? inbox : inbox + (await recent('quarantined_leads', upTo - inbox));
    },
    addressLeadsWithin,
    addressLeads: (addressKey: string, upTo: number): Promise<number> => addressLeadsWithin(engine.db, addressKey, clock(), upTo),
    async recordSourceWithin(trx: Transaction<Schema>, addressKey: string): Promise<void> {
      await pruneWithin(trx);
      await trx.insertInto('lead_sources').values({ address_key: addressKey, at: isoAt(clock()) }).execute();
    },
  };
}

export type BotSignalStore = ReturnType<typeof createBotSignalStore>;
