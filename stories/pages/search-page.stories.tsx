import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeManifest } from '@/app/route-manifest';
import { SearchPage } from '@/app/pages/search/search-page';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { groupByKind } from '@/features/search/model/search-suggestions';
import { searchIndex, searchIndexRequests } from '@mocks/handlers/search';
import { expectedResults, expectNavigatedTo } from '../features/search/search-play';
import { desktop, mobile } from '../support/viewport';

const atQuery = (query: string, kind?: Parameters<typeof searchResultsHref>[1]) => ({
  route: { path: routeManifest.search.path, initialEntry: searchResultsHref(query, kind) },
});

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.search.path }, msw: [searchIndex.success()] },
  beforeEach: () => {
    searchIndexRequests.length = 0;
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findSummary = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text));
const filterChips = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Filter results by kind' }));

/** No query yet (also the prerendered page): what can be searched and popular searches; the index is not fetched. */
export const NoQuery: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.search.heading })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search tests, scans, doctors and medicines' })).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular searches' })).toBeVisible();
    await expect(searchIndexRequests).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Vitamin D' }));
    await findSummary(canvasElement, `${expectedResults('Vitamin D').length} results for “Vitamin D”`);
  },
};

/** Every result, grouped by kind with counts; a chip per kind; the field keeps the query. */
export const Results: Story = {
  ...desktop,
  parameters: atQuery('thyroid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = expectedResults('thyroid');
    await findSummary(canvasElement, `${results.length} results for “thyroid”`);
    await expect(canvas.getByRole('searchbox', { name: 'Search tests, scans, doctors and medicines' })).toHaveValue('thyroid');
    const groups = groupByKind(results);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      groups.map((group) => `${group.label} (${group.entries.length})`),
    );
    const chips = filterChips(canvasElement);
    await expect(chips.getByRole('link', { name: `All (${results.length})` })).toHaveAttribute('aria-current', 'true');
    for (const group of groups) await expect(chips.getByRole('link', { name: `${group.label} (${group.entries.length})` })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((item) => item.closest('section'))).toHaveLength(results.length);
  },
};

/** A result card opens its page. */
export const OpenResult: Story = {
  ...desktop,
  parameters: atQuery('mri knee'),
  play: async ({ canvasElement }) => {
    const [first] = expectedResults('mri knee');
    if (!first) throw new Error('expected a result for "mri knee"');
    await userEvent.click(await within(canvasElement).findByRole('link', { name: first.title }));
    await expectNavigatedTo(canvasElement, first.route);
  },
};

/** A kind chip keeps to that kind, marks itself current and says so in the summary. */
export const FilteredByKind: Story = {
  ...desktop,
  parameters: atQuery('thyroid'),
  play: async ({ canvasElement }) => {
    const results = expectedResults('thyroid');
    const labTests = results.filter((entry) => entry.kind === 'lab-test');
    await findSummary(canvasElement, `${results.length} results for “thyroid”`);
    await userEvent.click(filterChips(canvasElement).getByRole('link', { name: `Lab tests (${labTests.length})` }));
    await findSummary(canvasElement, `${results.length} results for “thyroid”, ${labTests.length} in Lab tests`);
    await expect(filterChips(canvasElement).getByRole('link', { name: `Lab tests (${labTests.length})` })).toHaveAttribute('aria-current', 'true');
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([`Lab tests (${labTests.length})`]);
  },
};

/** A typo still finds the test, on a phone. */
export const TypoOnMobile: Story = {
  ...mobile,
  parameters: atQuery('thyriod'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Thyroid Profile (T3, T4, TSH)' })).toBeVisible();
  },
};

/** A new query from the page's own field replaces the results. */
export const NewQuery: Story = {
  ...desktop,
  parameters: atQuery('thyroid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findSummary(canvasElement, 'results for “thyroid”');
    const field = canvas.getByRole('searchbox', { name: 'Search tests, scans, doctors and medicines' });
    await userEvent.clear(field);
    await userEvent.type(field, 'dermatologist');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const results = expectedResults('dermatologist');
    await findSummary(canvasElement, `${results.length} result${results.length === 1 ? '' : 's'} for “dermatologist”`);
  },
};

/** Nothing matches: the query named, advice, and a way to ask for help. */
export const NoResults: Story = {
  ...desktop,
  parameters: atQuery('qqqzzz'),
  play: async ({ canvasElement }) => {
    await findSummary(canvasElement, 'No results for “qqqzzz”');
    await expect(within(canvasElement).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  },
};

/** The index is on its way: a skeleton shaped like the results, busy for assistive tech. */
export const Loading: Story = {
  ...desktop,
  parameters: { ...atQuery('thyroid'), msw: [searchIndex.loading()] },
  play: async ({ canvasElement }) => {
    const busy = await waitFor(() => {
      const element = canvasElement.querySelector('[aria-busy="true"]');
      if (!element) throw new Error('no busy region yet');
      return element;
    });
    await expect(busy).toHaveTextContent('Loading results');
  },
};

/** The index failed to load: the error says so, and Try Again fetches it again. */
export const IndexFailed: Story = {
  ...desktop,
  parameters: { ...atQuery('thyroid'), msw: [searchIndex.failsFirst()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Search could not be loaded. Check your connection and try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await findSummary(canvasElement, `${expectedResults('thyroid').length} results for “thyroid”`);
    await expect(searchIndexRequests).toHaveLength(2);
  },
};

const hindiSummary = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text));

/** Hindi page, no query yet: the heading, the field, what can be searched and popular searches in Hindi; the query chips are search terms for the English catalogue. */
export const NoQueryInHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'खोजें' })).toBeVisible();
    const form = canvas.getByRole('search', { name: 'नतीजे' });
    await expect(form).toHaveAttribute('action', '/hi/search');
    await expect(canvas.getByRole('searchbox', { name: 'टेस्ट, स्कैन, डॉक्टर और दवाएँ खोजें' })).toHaveValue('');
    await expect(canvas.getByText(/^हमारी सारी सेवाएँ एक जगह खोजें: हेल्थ चेकअप, लैब टेस्ट/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'लोकप्रिय खोजें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Vitamin D' }));
    await hindiSummary(canvasElement, `“Vitamin D” के लिए ${expectedResults('Vitamin D').length} नतीजे`);
  },
};

/** Hindi page with results: the summary, chips and group headings in Hindi; a chip keeps to its kind. */
export const ResultsInHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  parameters: atQuery('thyroid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = expectedResults('thyroid');
    const labTests = results.filter((entry) => entry.kind === 'lab-test');
    await hindiSummary(canvasElement, `“thyroid” के लिए ${results.length} नतीजे`);
    const chips = within(canvas.getByRole('navigation', { name: 'नतीजों को प्रकार के हिसाब से छाँटें' }));
    await expect(chips.getByRole('link', { name: `सभी (${results.length})` })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(chips.getByRole('link', { name: `लैब टेस्ट (${labTests.length})` }));
    await hindiSummary(canvasElement, `“thyroid” के लिए ${results.length} नतीजे, लैब टेस्ट में ${labTests.length}`);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([`लैब टेस्ट (${labTests.length})`]);
    await expect(canvas.getByRole('button', { name: 'खोजें' })).toBeVisible();
  },
};

/** Hindi page, nothing matches: the summary, advice and the support link in Hindi. */
export const NoResultsInHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  parameters: atQuery('qqqzzz'),
  play: async ({ canvasElement }) => {
    await hindiSummary(canvasElement, '“qqqzzz” के लिए कोई नतीजा नहीं मिला');
    await expect(within(canvasElement).getByRole('link', { name: 'सपोर्ट से संपर्क करें' })).toHaveAttribute('href', '/contact');
  },
};

/** Hindi page while the index loads: busy, "नतीजे लोड हो रहे हैं" for assistive tech. */
export const LoadingInHindi: Story = {
  ...Loading,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const busy = await waitFor(() => {
      const element = canvasElement.querySelector('[aria-busy="true"]');
      if (!element) throw new Error('no busy region yet');
      return element;
    });
    await expect(busy).toHaveTextContent('नतीजे लोड हो रहे हैं');
  },
};

/** Hindi page, the index failed: the error and Try Again in Hindi. */
export const IndexFailedInHindi: Story = {
  ...IndexFailed,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('खोज लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await hindiSummary(canvasElement, `“thyroid” के लिए ${expectedResults('thyroid').length} नतीजे`);
  },
};
