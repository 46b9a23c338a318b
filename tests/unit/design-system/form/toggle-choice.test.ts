import { describe, expect, it } from 'vitest';
import { toggleChoice } from '@/design-system/form/toggle-choice';

const order = ['Penicillin', 'Food allergies', 'Other', 'None of these'];
const toggle = (selected: string[], value: string, checked: boolean) => toggleChoice(selected, value, checked, order, 'None of these');

describe('toggleChoice', () => {
  it('adds and removes ordinary choices, keeping the list order', () => {
    expect(toggle(['Other'], 'Penicillin', true)).toEqual(['Penicillin', 'Other']);
    expect(toggle(['Penicillin', 'Other'], 'Penicillin', false)).toEqual(['Other']);
  });
  it("ticking 'None of these' clears the others", () => {
    expect(toggle(['Penicillin', 'Other'], 'None of these', true)).toEqual(['None of these']);
  });
  it("ticking another choice clears 'None of these'", () => {
    expect(toggle(['None of these'], 'Food allergies', true)).toEqual(['Food allergies']);
  });
  it("unticking 'None of these' leaves nothing chosen", () => {
    expect(toggle(['None of these'], 'None of these', false)).toEqual([]);
  });
});
