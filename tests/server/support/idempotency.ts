import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const REUSED_KEY_ANSWER = { message: 'This Idempotency-Key was already used for a different request.', error: 'Unprocessable Entity' };

/** What the browser makes once per submission and sends with every retry of it. */
export const newKey = () => randomUUID();

/** `times` sends at once, as a page and its service worker replaying one queued submission would. */
export const sendAtOnce = (times: number, send: (attempt: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: times }, (_, attempt) => send(attempt)));

/** Every answer is the same 201 with the same body; returns the one id they all name. */
export function expectOneAnswer(answers: LightMyRequestResponse[], body: Record<string, unknown>): string {
  const [first] = answers;
  expect(first?.statusCode, first?.body).toBe(201);
  expect(first?.json()).toEqual({ id: expect.any(String), ...body });
  expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(answers.map(() => [201, first!.body]));
  return first!.json<{ id: string }>().id;
}
