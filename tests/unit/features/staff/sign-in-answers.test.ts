import { ApiError } from '@/lib/api-client';
import { returnTarget, staffLoginPath } from '@/features/staff/components/return-target';
import { staffFailure } from '@/features/staff/components/staff-failure';

describe('where signing in returns to', () => {
  it('is the console page the visitor was going to, with its query and fragment', () => {
    expect(returnTarget('/staff/leads/42?tab=notes#n3')).toBe('/staff/leads/42?tab=notes#n3');
    expect(returnTarget('/staff/audit')).toBe('/staff/audit');
  });

  it('is the console’s home for anything else: none, another site, the public site, sign-in or enrolment pages', () => {
    const refused = [null, '', '//evil.example/staff', '/\\evil.example', 'https://evil.example/staff', '/staffing', '/', '/staff/login?next=%2Fstaff', '/staff/enrol/abc', '/staff/../auth'];
    expect(refused.map(returnTarget)).toEqual(Array(refused.length).fill('/staff'));
  });

  it('is carried in the sign-in link, and left out when it is the home anyway', () => {
    expect(staffLoginPath('/staff/leads/42?tab=notes')).toBe('/staff/login?next=%2Fstaff%2Fleads%2F42%3Ftab%3Dnotes');
    expect(staffLoginPath('/staff')).toBe('/staff/login');
    expect(staffLoginPath('//evil.example')).toBe('/staff/login');
  });
});

describe('a refused staff request on its form', () => {
  const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, body.message as string | undefined, undefined, body);

  it('puts the server’s field messages on their fields', () => {
    const wrongCode = refusal(401, { message: 'That code is not right', fields: { code: 'That code is not right' } });
    expect(staffFailure(wrongCode, 'code')).toEqual({ fields: { code: 'That code is not right' } });
  });

  it('puts a refusal without fields on the form’s field for it, or on the whole form', () => {
    const credentials = refusal(401, { message: 'The email or password is not right' });
    expect(staffFailure(credentials, 'password')).toEqual({ fields: { password: 'The email or password is not right' } });
    expect(staffFailure(credentials)).toEqual({ fields: {}, message: 'The email or password is not right' });
  });

  it('never blames a field for a lock or a refused origin', () => {
    const locked = refusal(429, { message: 'Too many requests. Please try again in 15 minutes.' });
    expect(staffFailure(locked, 'password')).toEqual({ fields: {}, message: 'Too many requests. Please try again in 15 minutes.' });
    expect(staffFailure(refusal(403, { message: 'This request did not come from the staff console.' }), 'password').fields).toEqual({});
  });

  it('says when there was no answer at all, or a server fault', () => {
    expect(staffFailure(new TypeError('Failed to fetch'), 'password')).toEqual({ fields: {}, message: 'We could not reach the server. Check your connection and try again.' });
    expect(staffFailure(new ApiError(502, undefined, undefined, '<html>'), 'password')).toEqual({ fields: {}, message: 'Something went wrong on our side. Please try again.' });
  });
});
