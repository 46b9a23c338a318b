import { beforeEach, describe, expect, it } from 'vitest';
import {
  SAVED_ANSWERS_KEY,
  clearSavedProgress,
  parseSavedProgress,
  readSavedProgress,
  saveProgress,
} from '@/features/assessment/model/saved-answers';

const firstThree = { primaryConcern: 'Skin problems', symptomDuration: '1-3 days', painLevel: 4 } as const;

beforeEach(() => sessionStorage.clear());

describe('saved progress', () => {
  it('round-trips the answers, the question shown and the red flags seen', () => {
    saveProgress({ answers: { ...firstThree, additionalSymptoms: ['Dizziness/fainting'] }, index: 4, acknowledgedFlags: ['fainting'] });
    expect(readSavedProgress()).toEqual({ answers: { ...firstThree, additionalSymptoms: ['Dizziness/fainting'] }, index: 4, acknowledgedFlags: ['fainting'] });
  });

  it('keeps nothing when no question has been answered yet', () => {
    sessionStorage.setItem(SAVED_ANSWERS_KEY, 'stale');
    saveProgress({ answers: { additionalSymptoms: [], additionalNotes: '' }, index: 0, acknowledgedFlags: [] });
    expect(sessionStorage.getItem(SAVED_ANSWERS_KEY)).toBeNull();
  });

  it('is cleared', () => {
    saveProgress({ answers: firstThree, index: 2, acknowledgedFlags: [] });
    clearSavedProgress();
    expect(sessionStorage.getItem(SAVED_ANSWERS_KEY)).toBeNull();
    expect(readSavedProgress()).toBeUndefined();
  });

  it('reads nothing without storage (prerendering) and writes nowhere', () => {
    expect(readSavedProgress(undefined)).toBeUndefined();
    expect(() => saveProgress({ answers: firstThree, index: 1, acknowledgedFlags: [] }, undefined)).not.toThrow();
  });
});

describe('reading saved progress back', () => {
  it.each(['not json', '[]', '42', 'null', '{"answers":"x"}', '{"answers":{}}'])('ignores garbage: %s', (text) => {
    expect(parseSavedProgress(text)).toBeUndefined();
  });

  it('drops answers the schema rejects and keeps the rest', () => {
    const text = JSON.stringify({
      answers: { ...firstThree, painLevel: 11, symptomHistory: 'Sometimes', knownAllergies: ['None of these', 'Penicillin'], travelHistory: 'No travel', extra: 1 },
      index: 1,
    });
    expect(parseSavedProgress(text)).toEqual({
      answers: { primaryConcern: 'Skin problems', symptomDuration: '1-3 days', travelHistory: 'No travel' },
      index: 1,
      acknowledgedFlags: [],
    });
  });

  it('never resumes past the first required question without an answer', () => {
    const text = JSON.stringify({ answers: firstThree, index: 8 });
    expect(parseSavedProgress(text)?.index).toBe(3);
  });

  it('resumes on the last question once every required one is answered', () => {
    const answers = {
      ...firstThree,
      additionalSymptoms: ['Night sweats'],
      symptomHistory: 'Never',
      currentMedications: ['None of these'],
      knownAllergies: ['Penicillin'],
      existingConditions: ['Asthma/COPD', 'Diabetes'],
      travelHistory: 'No travel',
    };
    expect(parseSavedProgress(JSON.stringify({ answers, index: 9 }))?.index).toBe(9);
    expect(parseSavedProgress(JSON.stringify({ answers, index: 40 }))?.index).toBe(9);
  });

  it('reads a bad index as the first question and keeps only known red flags', () => {
    const text = JSON.stringify({ answers: firstThree, index: 'two', acknowledgedFlags: ['fainting', 'made-up', 3] });
    expect(parseSavedProgress(text)).toMatchObject({ index: 0, acknowledgedFlags: ['fainting'] });
    expect(parseSavedProgress(JSON.stringify({ answers: firstThree, index: -3 }))?.index).toBe(0);
  });
});
