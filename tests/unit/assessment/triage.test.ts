import { describe, expect, it } from 'vitest';
import { careLevel, redFlags, type TriageAnswers } from '@/features/assessment/model/triage';

const chest: TriageAnswers = { primaryConcern: 'Chest pain/discomfort', symptomDuration: 'Less than 24 hours', painLevel: 3, additionalSymptoms: ['Nausea/vomiting'] };
const breathing: TriageAnswers = { ...chest, primaryConcern: 'Breathing difficulties' };
const skin: TriageAnswers = { primaryConcern: 'Skin problems', symptomDuration: '1-2 weeks', painLevel: 2, additionalSymptoms: ['None of these'] };

describe('red flag: chest pain or breathing difficulty with pain 7 or more', () => {
  it.each([7, 8, 10])('is raised for chest pain at pain %i', (painLevel) => {
    expect(redFlags({ ...chest, painLevel })).toEqual(['severe-chest-or-breathing-pain']);
  });
  it('is raised for breathing difficulty at pain 7', () => {
    expect(redFlags({ ...breathing, painLevel: 7 })).toEqual(['severe-chest-or-breathing-pain']);
  });
  it('is not raised at pain 6, nor for other concerns at pain 10, nor before the pain is known', () => {
    expect(redFlags({ ...chest, painLevel: 6 })).toEqual([]);
    expect(redFlags({ ...skin, painLevel: 10 })).toEqual([]);
    expect(redFlags({ primaryConcern: 'Chest pain/discomfort' })).toEqual([]);
  });
});

describe('red flag: dizziness or fainting', () => {
  it('is raised whatever the concern and pain', () => {
    expect(redFlags({ ...skin, additionalSymptoms: ['Dizziness/fainting'] })).toEqual(['fainting']);
    expect(redFlags({ additionalSymptoms: ['Night sweats', 'Dizziness/fainting'] })).toEqual(['fainting']);
  });
  it('is not raised without it', () => {
    expect(redFlags({ ...skin, additionalSymptoms: ['Nausea/vomiting', 'Night sweats'] })).toEqual([]);
  });
});

describe('red flag: chest pain or breathing difficulty with fever above 38°C and rapid heartbeat', () => {
  const both = ['Fever above 38°C', 'Rapid heartbeat'] as TriageAnswers['additionalSymptoms'];
  it('is raised for either concern with both symptoms, even at low pain', () => {
    expect(redFlags({ ...chest, painLevel: 1, additionalSymptoms: both })).toEqual(['chest-or-breathing-with-fever-and-rapid-heartbeat']);
    expect(redFlags({ ...breathing, additionalSymptoms: both })).toEqual(['chest-or-breathing-with-fever-and-rapid-heartbeat']);
  });
  it('needs both symptoms and one of the two concerns', () => {
    expect(redFlags({ ...chest, additionalSymptoms: ['Fever above 38°C'] })).toEqual([]);
    expect(redFlags({ ...chest, additionalSymptoms: ['Rapid heartbeat'] })).toEqual([]);
    expect(redFlags({ ...skin, additionalSymptoms: both })).toEqual([]);
  });
});

describe('red flags together', () => {
  it('lists every flag raised, in a fixed order', () => {
    const all = { ...chest, painLevel: 9, additionalSymptoms: ['Rapid heartbeat', 'Dizziness/fainting', 'Fever above 38°C'] } as TriageAnswers;
    expect(redFlags(all)).toEqual(['severe-chest-or-breathing-pain', 'fainting', 'chest-or-breathing-with-fever-and-rapid-heartbeat']);
  });
  it('finds none in no answers', () => {
    expect(redFlags({})).toEqual([]);
  });
});

describe('care level', () => {
  it('is emergency for each red flag', () => {
    expect(careLevel({ ...chest, painLevel: 7 })).toBe('emergency');
    expect(careLevel({ ...skin, additionalSymptoms: ['Dizziness/fainting'] })).toBe('emergency');
    expect(careLevel({ ...breathing, additionalSymptoms: ['Fever above 38°C', 'Rapid heartbeat'] })).toBe('emergency');
  });
  it('is urgent for pain 7 or more with any other concern', () => {
    expect(careLevel({ ...skin, painLevel: 7 })).toBe('urgent');
    expect(careLevel({ ...skin, painLevel: 6 })).toBe('routine');
  });
  it('is urgent for chest pain or breathing difficulty without red flags', () => {
    expect(careLevel(chest)).toBe('urgent');
    expect(careLevel({ ...breathing, painLevel: 1 })).toBe('urgent');
  });
  it('is urgent for a fever that has lasted a day or more, as the concern or as a symptom', () => {
    expect(careLevel({ ...skin, primaryConcern: 'Persistent fever', symptomDuration: '1-3 days' })).toBe('urgent');
    expect(careLevel({ ...skin, additionalSymptoms: ['Fever above 38°C'], symptomDuration: 'On and off for months' })).toBe('urgent');
  });
  it('is routine for a fever of less than 24 hours with low pain', () => {
    expect(careLevel({ ...skin, primaryConcern: 'Persistent fever', symptomDuration: 'Less than 24 hours' })).toBe('routine');
    expect(careLevel({ ...skin, additionalSymptoms: ['Fever above 38°C'], symptomDuration: 'Less than 24 hours' })).toBe('routine');
  });
  it('is routine otherwise', () => {
    expect(careLevel(skin)).toBe('routine');
    expect(careLevel({ ...skin, primaryConcern: 'Digestive issues', additionalSymptoms: ['Nausea/vomiting', 'Night sweats'] })).toBe('routine');
  });
});
