import { describe, expect, test } from 'vitest';
import { describedBy, errorId, fieldId, hintId, optionId } from '@/design-system/form/field-id';

describe('fieldId', () => {
  test('prefixes the name with "field-"', () => {
    expect(fieldId('email')).toBe('field-email');
  });

  test('turns the dots of nested names into dashes', () => {
    expect(fieldId('contacts.0.phone')).toBe('field-contacts-0-phone');
  });

  test('takes another prefix for a second form on the page', () => {
    expect(fieldId('phone', 'callback')).toBe('callback-phone');
  });
});

test('hint and error ids hang off the input id', () => {
  expect(hintId('field-phone')).toBe('field-phone-hint');
  expect(errorId('field-phone')).toBe('field-phone-error');
});

test('the first option takes the field id, the others are numbered from 2', () => {
  expect([0, 1, 2].map((index) => optionId('field-gender', index))).toEqual(['field-gender', 'field-gender-2', 'field-gender-3']);
});

describe('describedBy', () => {
  test('joins the hint and error ids in that order', () => {
    expect(describedBy('field-phone-hint', 'field-phone-error')).toBe('field-phone-hint field-phone-error');
  });

  test('skips ids that do not apply', () => {
    expect(describedBy(false, 'field-phone-error')).toBe('field-phone-error');
  });

  test('is undefined when nothing describes the field', () => {
    expect(describedBy(false, undefined)).toBeUndefined();
  });
});
