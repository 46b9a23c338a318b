import { describe, expect, test } from 'vitest';
import type { SearchEntry, SearchKind } from '@/features/search/model/search-entry';
import { announcementOf } from '@/features/search/model/search-field-view';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { searchSite } from '@/features/search/model/search-site';
import { groupSuggestions, SUGGESTION_LIMIT } from '@/features/search/model/search-suggestions';
import { realSearchIndex } from './real-search-index';

const entry = (id: string, kind: SearchKind): SearchEntry => ({ id, title: id, kind, line: '', route: '/' });

describe('groupSuggestions', () => {
  test('keeps the best results, grouped in the order of the kinds, best first within a group', () => {
    const results = [entry('a', 'doctor'), entry('b', 'lab-test'), entry('c', 'doctor'), entry('d', 'health-check')];
    expect(groupSuggestions(results).map((group) => [group.label, group.entries.map((item) => item.id)])).toEqual([
      ['Health checkups', ['d']],
      ['Lab tests', ['b']],
      ['Doctors', ['a', 'c']],
    ]);
  });

  test('shows at most eight of the real results for a broad query', () => {
    const results = searchSite(realSearchIndex(), 'test');
    expect(results.length).toBeGreaterThan(SUGGESTION_LIMIT);
    const shown = groupSuggestions(results).flatMap((group) => group.entries);
    expect(shown).toHaveLength(SUGGESTION_LIMIT);
    expect(new Set(shown)).toEqual(new Set(results.slice(0, SUGGESTION_LIMIT)));
  });
});

describe('announcementOf', () => {
  const results = (count: number, total: number) => {
    const options = Array.from({ length: count }, (_, index) => entry(String(index), 'lab-test'));
    return { state: 'results', groups: groupSuggestions(options), options, total } as const;
  };

  test('says how many results there are, and how many are shown when not all are', () => {
    expect(announcementOf(results(1, 1))).toBe('1 result. Use the up and down arrows to choose.');
    expect(announcementOf(results(3, 3))).toBe('3 results. Use the up and down arrows to choose.');
    expect(announcementOf(results(8, 23))).toBe('23 results, 8 shown. Use the up and down arrows to choose.');
  });

  test('names the query that found nothing, and is silent when the popup is closed', () => {
    expect(announcementOf({ state: 'no-results', query: 'xyz' })).toBe('No results for “xyz”.');
    expect(announcementOf({ state: 'closed' })).toBe('');
    expect(announcementOf({ state: 'loading' })).toBe('Loading search…');
    expect(announcementOf({ state: 'error' })).toBe('Search could not be loaded.');
  });
});

test('searchResultsHref puts the trimmed query in the URL', () => {
  expect(searchResultsHref('  thyroid test ')).toBe('/search?q=thyroid+test');
  expect(searchResultsHref('a&b=c')).toBe('/search?q=a%26b%3Dc');
});
