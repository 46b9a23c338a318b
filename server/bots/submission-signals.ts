import type { FastifyRequest } from 'fastify';
import { FORM_TOKEN_HEADER, FORM_TRAP_HEADER, HURRIED_SUBMISSION_MS, PROOF_OF_WORK_HEADER, QUARANTINE_REASONS, type GuardedForm, type QuarantineReason } from '@/lib/bot-signals/bot-signals';
import { ProofOfWorkRequired } from '../http/http-error';
import type { BotSignalStore } from '../storage/bot-signals';
import type { LeadScreen } from '../storage/lead-inbox';
import type { Transaction } from 'kysely';
import type { Schema } from '../storage/schema';
import type { FormTokens } from './form-token';
import type { ProofOfWork } from './proof-of-work';

/** BOT_PHONE_CALLBACKS_PER_HOUR, BOT_ADDRESS_LEADS_PER_HOUR, BOT_ADDRESS_SOFT_LEADS_PER_HOUR. */
export type BotLimits = { phoneCallbacksPerHour: number; addressLeadsPerHour: number; addressSoftLeadsPerHour: number };

export const DEFAULT_BOT_LIMITS: BotLimits = { phoneCallbacksPerHour: 3, addressLeadsPerHour: 20, addressSoftLeadsPerHour: 5 };

/** What the checks before storing found: the reasons known so far, and what the record's transaction spends and counts. */
export type Screening = { reasons: QuarantineReason[]; tokenNonce?: string; proofNonce?: string; idempotencyKey?: string; addressKey: string };

type SignalParts = { formTokens: FormTokens; proofOfWork: ProofOfWork; store: BotSignalStore; addressKeyOf: (request: FastifyRequest) => string; limits: BotLimits; clock: () => number };

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
};

const inOrder = (reasons: Iterable<QuarantineReason>): QuarantineReason[] => {
  const found = new Set(reasons);
  return QUARANTINE_REASONS.filter((reason) => found.has(reason));
};

/** docs/bots.md: the form token, the honeypot, the hourly limits and, when a submission looks hurried, proof of work. */
export function createSubmissionSignals({ formTokens, proofOfWork, store, addressKeyOf, limits, clock }: SignalParts) {
  /** The token and honeypot verdicts, and whether the submission looks hurried (a valid, unspent token under 2 s old). */
  async function read(request: FastifyRequest, form: GuardedForm) {
    const reasons: QuarantineReason[] = [];
    const token = formTokens.verify(headerOf(request, FORM_TOKEN_HEADER), form);
    if (token.verdict !== 'ok') reasons.push(`token-${token.verdict}`);
    if ((headerOf(request, FORM_TRAP_HEADER) ?? '').trim() !== '') reasons.push('honeypot');
    const tokenNonce = token.verdict === 'ok' || token.verdict === 'expired' ? token.nonce : undefined;
    const { idempotencyKey } = request;
    if (tokenNonce && (await store.spentByAnother(tokenNonce, idempotencyKey))) reasons.push('token-reused');
    const hurried = token.verdict === 'ok' && !reasons.includes('token-reused') && clock() - token.issuedAt < HURRIED_SUBMISSION_MS;
    return { reasons, tokenNonce, hurried, idempotencyKey };
  }

  /** Passes with the nonce of a valid, unspent solution in `Altcha`; otherwise answers 428 with a fresh challenge. */
  async function requireProofOfWork(request: FastifyRequest): Promise<string> {
    const proofNonce = await proofOfWork.verify(headerOf(request, PROOF_OF_WORK_HEADER));
    if (proofNonce && !(await store.spentByAnother(proofNonce, request.idempotencyKey))) return proofNonce;
    throw new ProofOfWorkRequired(await proofOfWork.create());
  }

  /** Inside the record's transaction: spends the nonces, counts the limits, files the source; the reasons, in order. */
  async function reasonsWithin(trx: Transaction<Schema>, screening: Screening, callbackPhone?: { phoneKey: string; receivedAt: string }): Promise<QuarantineReason[]> {
    const reasons = new Set(screening.reasons);
    const { tokenNonce, proofNonce, idempotencyKey, addressKey } = screening;
    if (tokenNonce && !(await store.spendWithin(trx, tokenNonce, idempotencyKey))) reasons.add('token-reused');
    if (proofNonce) await store.spendWithin(trx, proofNonce, idempotencyKey);
    if (callbackPhone && (await store.phoneCallbacksWithin(trx, callbackPhone.phoneKey, callbackPhone.receivedAt, limits.phoneCallbacksPerHour)) >= limits.phoneCallbacksPerHour) reasons.add('phone-repeated');
    if ((await store.addressLeadsWithin(trx, addressKey, clock(), limits.addressLeadsPerHour)) >= limits.addressLeadsPerHour) reasons.add('address-limit');
    await store.recordSourceWithin(trx, addressKey);
    return inOrder(reasons);
  }

  return {
    /**
     * A lead or registration before it is stored. A submission with a valid token and an empty honeypot gets 428 when
     * it is hurried or its address is past the soft limit (unless it carries a valid solution). A suspect one is never
     * asked for work: it is quarantined and answered as accepted, so a bot learns nothing. Otherwise: what its
     * transaction must check, spend and count.
     */
    async assess(request: FastifyRequest, form: GuardedForm): Promise<Screening> {
      const { reasons, tokenNonce, hurried, idempotencyKey } = await read(request, form);
      const addressKey = addressKeyOf(request);
      const suspect = reasons.length > 0;
      const pastSoftLimit = !suspect && !hurried && (await store.addressLeads(addressKey, limits.addressSoftLeadsPerHour)) >= limits.addressSoftLeadsPerHour;
      const proofNonce = !suspect && (hurried || pastSoftLimit) ? await requireProofOfWork(request) : undefined;
      return { reasons, tokenNonce, proofNonce, idempotencyKey, addressKey };
    },
    /** The screen of a lead's transaction: its reasons to be quarantined. */
    leadScreen: (screening: Screening): LeadScreen => (trx, lead) =>
      reasonsWithin(trx, screening, lead.kind === 'callback' && lead.phoneKey ? { phoneKey: lead.phoneKey, receivedAt: lead.receivedAt } : undefined),
    /** The same for a registration (no phone limit): its `quarantine_reasons`. */
    registrationReasonsWithin: (trx: Transaction<Schema>, screening: Screening) => reasonsWithin(trx, screening),
    /**
     * Login and register: nothing is quarantined there. A suspect or hurried submission must carry a valid,
     * unspent solution (else 428). The token and the solution are spent whatever the answer, so a scraped token
     * replayed against many accounts costs a proof of work each time; a person's retry after a 401 pays one too,
     * solved in the background.
     */
    async guardSignIn(request: FastifyRequest, form: 'login' | 'register'): Promise<void> {
      const { reasons, tokenNonce, hurried } = await read(request, form);
      if (reasons.length > 0 || hurried) {
        // The spend is the check that counts: two requests racing with one solution, only one passes.
        if (!(await store.spend(await requireProofOfWork(request)))) throw new ProofOfWorkRequired(await proofOfWork.create());
      }
      if (tokenNonce) await store.spend(tokenNonce);
    },
  };
}

export type SubmissionSignals = ReturnType<typeof createSubmissionSignals>;
