import type { Challenge } from 'altcha/lib';
import { PROOF_OF_WORK_STATUS } from '@/lib/bot-signals/bot-signals';

// Worker-safe: the service worker answers the challenges of the queued requests it sends.

/** The challenge of a 428 answer (`{ error, challenge }`, altcha-lib 2's shape), or undefined for any other answer. */
export function proofOfWorkChallenge(status: number, body: unknown): Challenge | undefined {
  if (status !== PROOF_OF_WORK_STATUS || typeof body !== 'object' || body === null) return undefined;
  const challenge = (body as { challenge?: unknown }).challenge;
  if (typeof challenge !== 'object' || challenge === null) return undefined;
  const parameters = (challenge as { parameters?: unknown }).parameters;
  if (typeof parameters !== 'object' || parameters === null) return undefined;
  const { algorithm, nonce, salt, keyPrefix } = parameters as Record<string, unknown>;
  return [algorithm, nonce, salt, keyPrefix].every((field) => typeof field === 'string') ? (challenge as Challenge) : undefined;
}

/**
 * Solves the challenge and returns the payload for the `Altcha` header. The solver is a chunk of its own, fetched
 * only now: no page loads it before a submission is asked for a proof of work.
 */
export async function answerChallenge(challenge: Challenge): Promise<string> {
  const { solveProofOfWork } = await import(/* webpackChunkName: "proof-of-work" */ '@/lib/bot-signals/solve-challenge');
  return solveProofOfWork(challenge);
}
