import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { UnexpectedAuthAnswer, tokenOf } from '@/features/auth/api/auth-answer';
import { logInFailureMessage } from '@/features/auth/api/log-in';
import { registerFailureMessage } from '@/features/auth/api/register';

const answer = (status: number, body?: { message?: string; error?: string }) => new ApiError(status, body?.message, body?.error, body);

describe.each([
  ['login', logInFailureMessage],
  ['register', registerFailureMessage],
])('%s failure message (spec §8)', (_call, failureMessage) => {
  it("shows the server's message field of a failed answer", () => {
    expect(failureMessage(answer(401, { message: 'Invalid email or password', error: 'Unauthorized' }))).toBe('Invalid email or password');
    expect(failureMessage(answer(429, { message: 'Too many attempts. Try again in 15 minutes.' }))).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it("falls back to 'Server error. Try again!' for a failed answer without a message, even one with an error field", () => {
    expect(failureMessage(answer(500))).toBe('Server error. Try again!');
    expect(failureMessage(answer(503, { error: 'Service Unavailable' }))).toBe('Server error. Try again!');
  });

  it("says 'Server error. Try again!' when no answer came", () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Server error. Try again!');
  });

  it("says 'An error occurred. Please try again.' for a success answer without a token, or anything unforeseen", () => {
    expect(failureMessage(new UnexpectedAuthAnswer())).toBe('An error occurred. Please try again.');
    expect(failureMessage('boom')).toBe('An error occurred. Please try again.');
  });
});

describe('tokenOf', () => {
  it('reads the token of a 200/201 answer', () => {
    expect(tokenOf({ token: 'abc.def.ghi', tokenType: 'Bearer', expiresIn: 3600 })).toBe('abc.def.ghi');
  });

  it.each([undefined, null, '', 'text', {}, { token: '' }, { token: '  ' }, { token: 42 }])('refuses %j', (body) => {
    expect(() => tokenOf(body)).toThrow(UnexpectedAuthAnswer);
  });
});
