import { describe, expect, it } from 'vitest';
import { loginPathReturningTo } from '@/lib/login-path';

describe('the login path', () => {
  it('brings the person back to where the guard found them', () => {
    expect(loginPathReturningTo('/self-check-scan')).toBe('/auth?next=%2Fself-check-scan');
  });

  it('says when the server ended the session', () => {
    expect(loginPathReturningTo('/self-check-scan', { sessionEnded: true })).toBe('/auth?next=%2Fself-check-scan&reason=session-expired');
  });
});
