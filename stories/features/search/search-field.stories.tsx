import type { Meta, StoryObj } from '@storybook/react';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from '@/features/search/components/search-field/search-field';
import { searchIndex, searchIndexRequests } from '@mocks/handlers/search';
import { expectAnnounced, expectedSuggestions, expectNavigatedTo, findSuggestions, optionFor, searchBox, typeSearch } from './search-play';

const meta = {
  title: 'Features/Search/Search Field',
  component: SearchField,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: '36rem', minHeight: '40rem' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    searchIndexRequests.length = 0;
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first focus: a labelled, collapsed combobox, and the index not fetched. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Site' })).toBeVisible();
    const input = searchBox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search tests, scans, doctors, medicines');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(searchIndexRequests).toHaveLength(0);
  },
};

/** The first focus fetches the index, once: typing after that searches what was fetched. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(searchBox(canvasElement));
    await waitFor(() => expect(searchIndexRequests).toHaveLength(1));
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await typeSearch(canvasElement, 'thyr');
    const listbox = await findSuggestions(canvasElement);
    await expect(within(listbox).getByRole('option', { name: /^Thyroid Profile \(T3, T4, TSH\)/ })).toBeVisible();
    await expect(searchIndexRequests).toHaveLength(1);
  },
};

/** Suggestions grouped by kind, at most eight, and the count announced politely. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const input = await typeSearch(canvasElement, 'thyroid');
    const listbox = await findSuggestions(canvasElement);
    const expected = expectedSuggestions('thyroid');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    await expect(groups).toHaveLength(expected.groups.length);
    for (const [index, group] of expected.groups.entries()) {
      await expect(groups[index]).toHaveAccessibleName(group.label);
      await expect(within(groups[index]!).getAllByRole('option').map((option) => option.textContent)).toEqual(
        group.entries.map((entry) => `${entry.title}${entry.line}`),
      );
    }
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(within(listbox).getByRole('group', { name: 'Health checkups' })).toHaveTextContent('Thyroid Care Checkup');
    await expect(within(listbox).getByRole('group', { name: 'Lab tests' })).toHaveTextContent('Thyroid Profile (T3, T4, TSH)');
    await expectAnnounced(canvasElement, `${expected.total} results, 8 shown. Use the up and down arrows to choose.`);
  },
};

/** A swapped pair of letters still finds Thyroid. */
export const Typo: Story = {
  play: async ({ canvasElement }) => {
    await typeSearch(canvasElement, 'thyriod');
    const listbox = await findSuggestions(canvasElement);
    await expect(within(listbox).getByRole('option', { name: /^Thyroid Care Checkup/ })).toBeVisible();
  },
};

/** The arrows move the active suggestion (wrapping at both ends) while focus stays in the input. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const input = await typeSearch(canvasElement, 'thyroid');
    const listbox = await findSuggestions(canvasElement);
    const { options } = expectedSuggestions('thyroid');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const first = optionFor(listbox, options[0]!);
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', optionFor(listbox, options[1]!).id);
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', optionFor(listbox, options.at(-1)!).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expect(input).toHaveFocus();
  },
};

/** Enter opens the active suggestion: a scan opens its service grid at that card. */
export const EnterOpensSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typeSearch(canvasElement, 'mri knee');
    const listbox = await findSuggestions(canvasElement);
    const [scan] = expectedSuggestions('mri knee').options;
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(optionFor(listbox, scan!)).toHaveTextContent('MRI Knee Joint (Left or Right)');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectNavigatedTo(canvasElement, '/medical-services/1#mri-knee-joint-left-or-right');
  },
};

/** A click opens a suggestion too: a doctor opens our doctors at that profile. */
export const ClickOpensSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typeSearch(canvasElement, 'nandini rao');
    const listbox = await findSuggestions(canvasElement);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dr. Nandini Rao Consultant Endocrinologist' }));
    await expectNavigatedTo(canvasElement, '/our-doctors#dr-nandini-rao');
  },
};

/** Escape closes the suggestions and keeps the text; a second Escape clears it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const input = await typeSearch(canvasElement, 'thyroid');
    await findSuggestions(canvasElement);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('thyroid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await findSuggestions(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Enter without choosing a suggestion opens the results page for the text. */
export const SubmitOpensResultsPage: Story = {
  play: async ({ canvasElement }) => {
    await typeSearch(canvasElement, 'thyroid test');
    await findSuggestions(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(canvasElement, '/search?q=thyroid+test');
  },
};

/** Nothing matches: said on screen and in the live region, with a way to ask for help. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await typeSearch(canvasElement, 'zzqxv');
    await expect(await canvas.findByText('No results for “zzqxv”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expectAnnounced(canvasElement, 'No results for “zzqxv”.');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(canvasElement, '/contact');
  },
};

/** While the index is on its way the popup says so. */
export const LoadingIndex: Story = {
  parameters: { msw: [searchIndex.loading()] },
  play: async ({ canvasElement }) => {
    await typeSearch(canvasElement, 'thyroid');
    await expect(await within(canvasElement).findByText('Loading search…', { selector: 'p' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expectAnnounced(canvasElement, 'Loading search…');
  },
};

/** The index failed to load: a clear message and a way to try again. */
export const IndexFailed: Story = {
  parameters: { msw: [searchIndex.failure()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeSearch(canvasElement, 'thyroid');
    await expect(await canvas.findByText('Search could not be loaded.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAnnounced(canvasElement, 'Search could not be loaded.');
  },
};

/** Trying again after a failure fetches the index again and shows the suggestions, focus back in the input. */
export const RetryAfterFailure: Story = {
  parameters: { msw: [searchIndex.failsFirst()] },
  play: async ({ canvasElement }) => {
    const input = await typeSearch(canvasElement, 'thyroid');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }));
    await expect(await findSuggestions(canvasElement)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(searchIndexRequests).toHaveLength(2);
  },
};

const hindiSearchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'खोजें' });

/** Hindi pages: the field, its suggestions' groups and the announcement in Hindi; the records keep their English names. */
export const ResultsInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'साइट' });
    // A plain GET form before the script runs: to the Hindi results page.
    await expect(form).toHaveAttribute('action', '/hi/search');
    const input = hindiSearchBox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'टेस्ट, स्कैन, डॉक्टर, दवाएँ खोजें');
    await userEvent.click(input);
    await userEvent.type(input, 'thyroid');
    const listbox = await canvas.findByRole('listbox', { name: 'खोज के सुझाव' });
    await expect(within(listbox).getByRole('group', { name: 'हेल्थ चेकअप' })).toHaveTextContent('Thyroid Care Checkup');
    await expect(within(listbox).getByRole('group', { name: 'लैब टेस्ट' })).toHaveTextContent('Thyroid Profile (T3, T4, TSH)');
    const { total } = expectedSuggestions('thyroid');
    await expectAnnounced(canvasElement, `${total} नतीजे, 8 दिखाए गए। चुनने के लिए ऊपर और नीचे वाले ऐरो बटन दबाएँ।`);
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(canvasElement, '/search?q=thyroid');
  },
};

/** Hindi pages: nothing matches — said in Hindi, with advice to type the English name and a way to ask for help. */
export const NoResultsInHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = hindiSearchBox(canvasElement);
    await userEvent.click(input);
    await userEvent.type(input, 'थायरॉइड');
    await expect(await canvas.findByText('“थायरॉइड” के लिए कोई नतीजा नहीं मिला')).toBeVisible();
    await expect(canvas.getByText(/नाम अंग्रेज़ी अक्षरों में लिखें/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सपोर्ट से संपर्क करें' })).toHaveAttribute('href', '/contact');
    await expectAnnounced(canvasElement, '“थायरॉइड” के लिए कोई नतीजा नहीं मिला।');
  },
};

/** Hindi pages: the index failed to load — the message and the retry button in Hindi. */
export const IndexFailedInHindi: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [searchIndex.failsFirst()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = hindiSearchBox(canvasElement);
    await userEvent.click(input);
    await userEvent.type(input, 'thyroid');
    await expect(await canvas.findByText('खोज लोड नहीं हो सकी।', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।')).toBeVisible();
    await expectAnnounced(canvasElement, 'खोज लोड नहीं हो सकी।');
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(await canvas.findByRole('listbox', { name: 'खोज के सुझाव' })).toBeVisible();
  },
};
