import { pbkdf2, sha, solveChallenge, type Challenge, type DeriveKeyFunction } from 'altcha/lib';

// Loaded only when a submission is answered 428 (proof-of-work.ts imports it lazily). Worker-safe: the service
// worker solves the challenges of the requests it sends, so it works on the main thread's WebCrypto, no DOM, no Worker.

/** The key derivations the server may ask for (altcha-lib 2.8's names); both run on WebCrypto, no WebAssembly. */
function deriveKeyFor(algorithm: string): DeriveKeyFunction {
  if (/^SHA-(256|384|512)$/.test(algorithm)) return sha.deriveKey;
  if (/^PBKDF2\/SHA-(256|384|512)$/.test(algorithm)) return pbkdf2.deriveKey;
  throw new Error(`Unsupported proof-of-work algorithm ${algorithm}`);
}

/** Solves the challenge and returns the ALTCHA payload the server verifies: base64 of `{ challenge, solution }`. */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveKeyFor(challenge.parameters.algorithm) });
  if (!solution) throw new Error('The proof-of-work challenge was not solved in time');
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
