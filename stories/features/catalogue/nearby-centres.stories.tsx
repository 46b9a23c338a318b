import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { FixedTimeContext } from '@/lib/use-current-minute';
import { NearbyCentres } from '@/features/catalogue/components/nearby-centres/nearby-centres';

const file = catalogueFixture(nearbyCentresPath);
// Every state, but the centres of three only, which keeps each story's axe pass short (the E2E test uses all 49).
const data = { states: file.states, centres: file.centres.filter((centre) => ['Karnataka', 'Delhi', 'Haryana'].includes(centre.state)) };

const meta = {
  title: 'Features/Catalogue/Nearby Centres',
  component: NearbyCentres,
  parameters: { msw: [catalogueWith(nearbyCentresPath, data)] },
} satisfies Meta<typeof NearbyCentres>;

export default meta;
type Story = StoryObj<typeof meta>;

const inBengaluru = data.centres.filter((centre) => centre.city === 'Bengaluru');
const inKarnataka = data.centres.filter((centre) => centre.state === 'Karnataka');

const selects = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    state: canvas.getByRole('combobox', { name: 'State' }) as HTMLSelectElement,
    city: canvas.getByRole('combobox', { name: 'City' }) as HTMLSelectElement,
    locality: canvas.getByRole('combobox', { name: 'Locality' }) as HTMLSelectElement,
  };
};
// Plain selectors for the cards: role queries over a long list are slow.
const names = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('ul[aria-labelledby] > li h3'), (heading) => heading.textContent);

/** Before any search every centre is listed; city and locality wait for the select above them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('search', { name: 'Find a diagnostic centre' });
    const { state, city, locality } = selects(canvasElement);
    await expect(state).toBeEnabled();
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('Choose a state first');
    await expect(locality).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${data.centres.length} centres found`);
    await expect(names(canvasElement)).toEqual(data.centres.map((centre) => centre.name));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Diagnostic centres' })).toBeVisible();
  },
};

const cardOf = (canvasElement: HTMLElement, name: string) => {
  const heading = Array.from(canvasElement.querySelectorAll('article h3')).find((candidate) => candidate.textContent === name)!;
  return within(heading.closest('article') as HTMLElement);
};
const statusOf = (canvasElement: HTMLElement, name: string) =>
  Array.from(cardOf(canvasElement, name).getByText('Status:').closest('p')!.childNodes, (node) => node.textContent).join('');
/** 10:00 in India, when every centre is open; 22:30, when every one is closed. */
const tenInTheMorning = Date.UTC(2026, 10, 25, 4, 30);
const halfPastTenAtNight = Date.UTC(2026, 10, 25, 17, 0);
const atTime = (epochMs: number): Decorator[] => [
  (Story) => (
    <FixedTimeContext.Provider value={epochMs}>
      <Story />
    </FixedTimeContext.Provider>
  ),
];

/** Each card: name, status, address, hours, and the phone as a tel: link; open has its own icon and weight. */
export const CentreDetails: Story = {
  decorators: atTime(tenInTheMorning),
  play: async ({ canvasElement }) => {
    const centre = data.centres.find((candidate) => candidate.hours === '7:00 AM - 9:00 PM')!;
    await within(canvasElement).findByRole('search');
    const card = cardOf(canvasElement, centre.name);
    await expect(card.getByText(centre.address)).toBeVisible();
    await expect(card.getByText(centre.hours)).toBeVisible();
    await expect(card.getByRole('link', { name: centre.phone })).toHaveAttribute('href', `tel:${centre.phone.replace(/\s/g, '')}`);
    await expect(statusOf(canvasElement, centre.name)).toBe('Status: Open now · closes 9:00 PM');
    await expect(card.getByText('Status:').closest('p')!.querySelector('svg')).not.toBeNull();
  },
};

/** The status is computed from the hours and the time in India: at 22:30 every centre says when it opens. */
export const AfterHours: Story = {
  decorators: atTime(halfPastTenAtNight),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('search');
    for (const centre of data.centres) {
      await expect(statusOf(canvasElement, centre.name)).toBe(`Status: Closed · opens ${centre.hours.split(' - ')[0]}`);
    }
  },
};

const unreadable = { ...data.centres[0]!, hours: 'By appointment', status: 'Open Now' };

/** Hours that cannot be read leave the data file's own status in place. */
export const HoursNotUnderstood: Story = {
  decorators: atTime(halfPastTenAtNight),
  parameters: { msw: [catalogueWith(nearbyCentresPath, { states: data.states, centres: [unreadable] })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('search');
    await expect(statusOf(canvasElement, unreadable.name)).toBe('Status: Open Now');
  },
};

/** Choosing a state enables the city; a city enables the locality; changing the state clears both, changing the city clears the locality. */
export const DependentSelects: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('search');
    const { state, city, locality } = selects(canvasElement);
    await userEvent.selectOptions(state, 'Karnataka');
    await expect(city).toBeEnabled();
    await expect(Array.from(city.options, (option) => option.text)).toEqual(['All cities', 'Bengaluru', 'Mysuru', 'Mangaluru']);
    await expect(locality).toBeDisabled();
    await userEvent.selectOptions(city, 'Bengaluru');
    await expect(locality).toBeEnabled();
    await userEvent.selectOptions(locality, 'Koramangala');

    await userEvent.selectOptions(city, 'Mysuru');
    await expect(locality).toHaveValue('');
    await expect(locality).toBeDisabled();
    await expect(locality).toHaveAccessibleDescription('No localities listed for Mysuru');

    await userEvent.selectOptions(city, 'Bengaluru');
    await userEvent.selectOptions(locality, 'Whitefield');
    await userEvent.selectOptions(state, 'Delhi');
    await expect(city).toHaveValue('');
    await expect(locality).toHaveValue('');
    await expect(locality).toBeDisabled();

    await userEvent.selectOptions(state, 'Haryana');
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('No cities listed for Haryana');
  },
};

/** The list changes only when Find centres is pressed, and the count in the live region names the area. */
export const FiltersOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('search');
    const { state, city } = selects(canvasElement);
    await userEvent.selectOptions(state, 'Karnataka');
    await userEvent.selectOptions(city, 'Bengaluru');
    await expect(names(canvasElement)).toHaveLength(data.centres.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Find centres' }));
    await expect(names(canvasElement)).toEqual(inBengaluru.map((centre) => centre.name));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${inBengaluru.length} centres found in Bengaluru, Karnataka`);

    await userEvent.selectOptions(city, '');
    await expect(names(canvasElement)).toHaveLength(inBengaluru.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Find centres' }));
    await expect(names(canvasElement)).toEqual(inKarnataka.map((centre) => centre.name));
  },
};

/** A search that finds nothing says so instead of showing an empty list. */
export const NoResults: Story = {
  parameters: { msw: [catalogueWith(nearbyCentresPath, data)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('search');
    await userEvent.selectOptions(selects(canvasElement).state, 'Punjab');
    await userEvent.click(canvas.getByRole('button', { name: 'Find centres' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('0 centres found in Punjab');
    await expect(canvas.getByText('No centres found in this area. Try another city or locality, or search a whole state.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Diagnostic centres' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(nearbyCentresPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading centres')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(nearbyCentresPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(nearbyCentresPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No centres available.');
  },
};

/** Hindi: the form's labels, the reason a select waits, the search's count and each card's hidden labels and status. */
export const InHindi: Story = {
  ...Default,
  decorators: atTime(tenInTheMorning),
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('search', { name: 'डायग्नोस्टिक सेंटर खोजें' });
    const city = canvas.getByRole('combobox', { name: 'शहर' });
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('पहले राज्य चुनें');
    await expect(canvas.getByRole('heading', { level: 2, name: 'डायग्नोस्टिक सेंटर' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${data.centres.length} सेंटर मिले`);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'राज्य' }), 'Karnataka');
    await userEvent.selectOptions(city, 'Bengaluru');
    await userEvent.click(canvas.getByRole('button', { name: 'सेंटर खोजें' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`Bengaluru, Karnataka में ${inBengaluru.length} सेंटर मिले`);

    const centre = inBengaluru.find((candidate) => candidate.hours === '7:00 AM - 9:00 PM')!;
    const card = cardOf(canvasElement, centre.name);
    const status = card.getByText('स्थिति:').closest('p')!;
    await expect(status).toHaveTextContent('स्थिति: अभी खुला है · 9:00 PM पर बंद होगा');
    await expect(card.getByText('पता:')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: centre.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
  },
};

/** Hindi: hours that cannot be read leave the file's status, shown in Hindi. */
export const InHindiHoursNotUnderstood: Story = {
  ...HoursNotUnderstood,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('search');
    const status = cardOf(canvasElement, unreadable.name).getByText('स्थिति:').closest('p')!;
    await expect(status).toHaveTextContent('स्थिति: अभी खुला है');
  },
};
