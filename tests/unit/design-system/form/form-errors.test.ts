import { describe, expect, test } from 'vitest';
import { flattenErrors, orderErrors } from '@/design-system/form/form-errors';

describe('flattenErrors', () => {
  test('lists each field error with its message', () => {
    expect(
      flattenErrors({
        email: { type: 'invalid_format', message: 'Please enter a valid email address' },
        phone: { type: 'too_small', message: 'Phone number must be 10 digits' },
      }),
    ).toEqual([
      { name: 'email', message: 'Please enter a valid email address' },
      { name: 'phone', message: 'Phone number must be 10 digits' },
    ]);
  });

  test('names nested and array errors with dotted paths', () => {
    expect(
      flattenErrors({
        address: { city: { type: 'too_small', message: 'City is required' } },
        contacts: [undefined, { phone: { type: 'custom', message: 'Phone number must be 10 digits' } }],
      }),
    ).toEqual([
      { name: 'address.city', message: 'City is required' },
      { name: 'contacts.1.phone', message: 'Phone number must be 10 digits' },
    ]);
  });

  test("reports an array's own error under the array's name", () => {
    const symptoms = Object.assign([], { root: { type: 'too_small', message: 'Please answer this required question.' } });
    expect(flattenErrors({ symptoms })).toEqual([{ name: 'symptoms', message: 'Please answer this required question.' }]);
  });

  test('leaves out form-level errors and errors without a message', () => {
    expect(
      flattenErrors({
        root: { server: { type: '500', message: 'Failed to book appointment' } },
        email: { type: 'validate' },
      }),
    ).toEqual([]);
  });

  test('treats a nested field called "type" as a field, not as an error', () => {
    expect(flattenErrors({ address: { type: { type: 'invalid_value', message: 'Choose an address type' } } })).toEqual([
      { name: 'address.type', message: 'Choose an address type' },
    ]);
  });
});

describe('orderErrors', () => {
  const items = [
    { name: 'consent', message: 'Consent is required' },
    { name: 'email', message: 'Email is required' },
    { name: 'fullName', message: 'Full Name is required' },
  ];

  test('follows the order of the fields, not the order of the error object', () => {
    expect(orderErrors(items, ['fullName', 'email', 'consent']).map((item) => item.name)).toEqual(['fullName', 'email', 'consent']);
  });

  test('puts fields it does not know last, keeping their order', () => {
    expect(orderErrors(items, ['email']).map((item) => item.name)).toEqual(['email', 'consent', 'fullName']);
  });

  test('places a nested name where its nearest listed parent is', () => {
    const nested = [
      { name: 'email', message: 'Email is required' },
      { name: 'address.city', message: 'City is required' },
    ];
    expect(orderErrors(nested, ['address', 'email']).map((item) => item.name)).toEqual(['address.city', 'email']);
  });

  test('does not change the list it is given', () => {
    const copy = [...items];
    orderErrors(items, ['fullName']);
    expect(items).toEqual(copy);
  });
});
