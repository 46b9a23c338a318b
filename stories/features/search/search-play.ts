import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchEntry } from '@/features/search/model/search-entry';
import { loadSearchIndex } from '@/features/search/model/search-index';
import { searchSite } from '@/features/search/model/search-site';
import { groupSuggestions } from '@/features/search/model/search-suggestions';
import { mockSearchIndex } from '@mocks/handlers/search';

/** The search input, by the role and name a screen reader gives it. */
export const searchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search' });

/** Focuses the field and types, as a visitor does. */
export async function typeSearch(canvasElement: HTMLElement, text: string) {
  const input = searchBox(canvasElement);
  await userEvent.click(input);
  await userEvent.type(input, text);
  return input;
}

/** The suggestions popup, once it shows. */
export const findSuggestions = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('listbox', { name: 'Search suggestions' });

/** The field's polite live region says this (it speaks once typing pauses). */
export async function expectAnnounced(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text));
}

/** Every result of a query: the mocked index is the build's, so this is what visitors see. */
export const expectedResults = (query: string) => searchSite(loadSearchIndex(mockSearchIndex()), query);

/** What the field should suggest for a query. */
export function expectedSuggestions(query: string) {
  const results = expectedResults(query);
  const groups = groupSuggestions(results);
  return { total: results.length, groups, options: groups.flatMap((group) => group.entries) };
}

/** The option for a result, by its accessible name (title, then its line). */
export function optionFor(listbox: HTMLElement, entry: SearchEntry) {
  return within(listbox).getByRole('option', { name: `${entry.title} ${entry.line}` });
}

/** The route a story navigated to, shown by the story router. */
export async function expectNavigatedTo(canvasElement: HTMLElement, route: string) {
  await expect((await within(canvasElement).findByTestId('current-location')).textContent).toBe(`Navigated to ${route}`);
}
