import { describe, expect, it } from 'vitest';
import { returnTarget } from '@/features/auth/components/return-target';

describe('returnTarget: where /auth sends people after logging in', () => {
  it('goes home when there is no target', () => {
    expect(returnTarget(null)).toBe('/');
    expect(returnTarget(undefined)).toBe('/');
    expect(returnTarget('')).toBe('/');
  });

  it('honours a path of this site, with its query and fragment', () => {
    expect(returnTarget('/self-check-scan')).toBe('/self-check-scan');
    expect(returnTarget('/package-details/3?tab=tests#faq')).toBe('/package-details/3?tab=tests#faq');
    expect(returnTarget('/')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a scheme-only URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/foo\\..\\\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a leading space', ' /self-check-scan'],
    ['a relative path', 'self-check-scan'],
    ['a triple slash', '///evil.example'],
  ])('refuses %s', (_what, next) => {
    expect(returnTarget(next)).toBe('/');
  });

  it('does not send people back to /auth itself', () => {
    expect(returnTarget('/auth')).toBe('/');
    expect(returnTarget('/auth?next=%2Fself-check-scan')).toBe('/');
  });

  it('keeps a path that only starts like /auth', () => {
    expect(returnTarget('/authors')).toBe('/authors');
  });
});
