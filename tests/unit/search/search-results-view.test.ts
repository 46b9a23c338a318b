import { describe, expect, test } from 'vitest';
import type { SearchEntry, SearchKind } from '@/features/search/model/search-entry';
import { popularSearches } from '@/features/search/model/popular-searches';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { resultsSummaryOf, searchResultsView } from '@/features/search/model/search-results-view';
import { searchSite } from '@/features/search/model/search-site';
import { realSearchIndex } from './real-search-index';

const entry = (id: string, kind: SearchKind): SearchEntry => ({ id, title: id, kind, line: '', route: '/' });
const results = [entry('a', 'doctor'), entry('b', 'lab-test'), entry('c', 'doctor')];

describe('the results page', () => {
  test('groups every result by kind, with a chip per kind and its count', () => {
    const view = searchResultsView('heart', results, null);
    expect(view.state === 'results' && view.kinds.map((group) => [group.label, group.entries.length])).toEqual([
      ['Lab tests', 1],
      ['Doctors', 2],
    ]);
    expect(resultsSummaryOf(view)).toBe('3 results for “heart”');
  });

  test('a kind chip keeps to that kind and says how many of all the results it shows', () => {
    const view = searchResultsView('heart', results, 'doctor');
    expect(view.state === 'results' && view.groups.map((group) => group.kind)).toEqual(['doctor']);
    expect(resultsSummaryOf(view)).toBe('3 results for “heart”, 2 in Doctors');
  });

  test('a kind in the URL without results, or not a kind at all, shows everything', () => {
    for (const kind of ['scan', 'nonsense']) {
      const view = searchResultsView('heart', results, kind);
      expect(view.state === 'results' && [view.kind, view.groups.length]).toEqual([undefined, 2]);
    }
  });

  test('no query, and a query without results', () => {
    expect(searchResultsView('', [], null)).toEqual({ state: 'no-query' });
    expect(resultsSummaryOf(searchResultsView('zzzz', [], null))).toBe('No results for “zzzz”');
    expect(resultsSummaryOf(searchResultsView('x', [entry('a', 'scan')], null))).toBe('1 result for “x”');
  });

  test('the results link keeps the query and the kind', () => {
    expect(searchResultsHref(' mri knee ', 'scan')).toBe('/search?q=mri+knee&kind=scan');
  });

  test('every popular search finds something in the real index', () => {
    const index = realSearchIndex();
    expect(popularSearches.filter((query) => searchSite(index, query).length === 0)).toEqual([]);
  });
});
