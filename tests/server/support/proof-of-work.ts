import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { PROOF_OF_WORK_HEADER } from '@/lib/bot-signals/bot-signals';

/** Solves a 428's challenge as the browser's solver does, and returns the header to send again with. */
export async function solvedHeaders(challenge: unknown): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
