import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { SymptomsSpecialities } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities';
import { desktop, mobile } from '../../support/viewport';

const meta = {
  title: 'Features/Catalogue/Symptoms Specialities',
  component: SymptomsSpecialities,
} satisfies Meta<typeof SymptomsSpecialities>;

export default meta;
type Story = StoryObj<typeof meta>;

const symptoms = catalogueFixture(symptomsPath);
const specialities = catalogueFixture(specialitiesPath);

function blockOf(canvasElement: HTMLElement) {
  const section = within(within(canvasElement).getByRole('region', { name: 'Consult a doctor' }));
  const toggle = (name: 'Symptoms' | 'Specialities') => within(section.getByRole('group', { name: 'Find a doctor by' })).getByRole('button', { name });
  return { section, toggle };
}

async function carouselOf(canvasElement: HTMLElement, label: 'Symptoms' | 'Specialities') {
  const region = await blockOf(canvasElement).section.findByRole('region', { name: label });
  return { carousel: within(region), status: within(region).getByRole('status') };
}

/** Symptoms first, three a page; every card links to the doctors list. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { section, toggle } = blockOf(canvasElement);
    await expect(section.getByRole('heading', { level: 2, name: 'Consult a doctor' })).toBeVisible();
    await expect(toggle('Symptoms')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle('Specialities')).toHaveAttribute('aria-pressed', 'false');
    const { carousel, status } = await carouselOf(canvasElement, 'Symptoms');
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${symptoms.length}`);
    const links = carousel.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(symptoms.slice(0, 3));
    for (const [index, name] of symptoms.slice(0, 3).entries()) {
      await expect(links[index]).toHaveAccessibleName(name);
      await expect(links[index]).toHaveAccessibleDescription('Find a doctor');
      await expect(links[index]).toHaveAttribute('href', '/our-doctors');
    }
  },
};

/** The toggle switches the list and starts it from the first slide; pressing the chosen option again keeps it. */
export const ToggleResetsToTheFirstSlide: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { toggle } = blockOf(canvasElement);
    const first = await carouselOf(canvasElement, 'Symptoms');
    await userEvent.click(first.carousel.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(first.carousel.getByRole('button', { name: 'Next slide' }));
    await expect(first.status).toHaveTextContent(`Showing items 3 to 5 of ${symptoms.length}`);

    await userEvent.click(toggle('Specialities'));
    await expect(toggle('Specialities')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle('Symptoms')).toHaveAttribute('aria-pressed', 'false');
    const second = await carouselOf(canvasElement, 'Specialities');
    await expect(second.status).toHaveTextContent(`Showing items 1 to 3 of ${specialities.length}`);
    await expect(second.carousel.getByRole('group', { name: `1 of ${specialities.length}` })).toHaveTextContent(specialities[0]!);
    await expect(second.carousel.getByRole('link', { name: specialities[0]! })).toHaveAttribute('href', '/our-doctors');

    await userEvent.click(toggle('Specialities'));
    await expect(toggle('Specialities')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(second.carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(second.status).toHaveTextContent(`Showing items ${specialities.length - 2} to ${specialities.length} of ${specialities.length}`);

    await userEvent.click(toggle('Symptoms'));
    const third = await carouselOf(canvasElement, 'Symptoms');
    await expect(third.status).toHaveTextContent(`Showing items 1 to 3 of ${symptoms.length}`);
    await expect(third.carousel.getByRole('link', { name: symptoms[0]! })).toBeVisible();
  },
};

/** Phone: one card a page; choosing one opens the doctors list. */
export const OpensDoctors: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { carousel, status } = await carouselOf(canvasElement, 'Symptoms');
    await expect(status).toHaveTextContent(`Showing item 1 of ${symptoms.length}`);
    await userEvent.click(carousel.getByRole('link', { name: symptoms[0]! }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent('Navigated to /our-doctors');
  },
};

/** Both lists load together: the block waits for the slower one. */
export const Loading: Story = {
  parameters: { msw: [catalogueLoading(specialitiesPath)] },
  play: async ({ canvasElement }) => {
    const { section, toggle } = blockOf(canvasElement);
    await expect(section.getByText('Loading symptoms and specialities')).toBeInTheDocument();
    await expect(section.queryAllByRole('link')).toHaveLength(0);
    await expect(toggle('Symptoms')).toBeEnabled();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(symptomsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await blockOf(canvasElement).section.findByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};

export const SpecialitiesError: Story = {
  parameters: { msw: [catalogueFailure(specialitiesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await blockOf(canvasElement).section.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    await expect(blockOf(canvasElement).section.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(symptomsPath), catalogueEmpty(specialitiesPath)] },
  play: async ({ canvasElement }) => {
    const { section, toggle } = blockOf(canvasElement);
    await expect(await section.findByRole('status')).toHaveTextContent('No symptoms available.');
    await userEvent.click(toggle('Specialities'));
    await expect(section.getByRole('status')).toHaveTextContent('No specialities available.');
  },
};

/** Hindi: the section's heading, the toggle and both lists of the Hindi sidecars; every card still opens the doctors list. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'डॉक्टर से सलाह लें' }));
    const toggle = within(section.getByRole('group', { name: 'डॉक्टर किस आधार पर खोजें' }));
    await expect(toggle.getByRole('button', { name: 'लक्षण' })).toHaveAttribute('aria-pressed', 'true');
    const symptomsCarousel = within(await section.findByRole('region', { name: 'लक्षण' }));
    const fever = symptomsCarousel.getByRole('link', { name: 'बुखार' });
    await expect(fever).toHaveAccessibleDescription('डॉक्टर खोजें');
    await expect(fever).toHaveAttribute('href', '/our-doctors');

    await userEvent.click(toggle.getByRole('button', { name: 'विशेषज्ञता' }));
    const specialitiesCarousel = within(await section.findByRole('region', { name: 'विशेषज्ञता' }));
    await expect(specialitiesCarousel.getByRole('link', { name: specialities[0]! })).toBeVisible();
    await expect(specialities[0]).toBe('जनरल मेडिसिन');
  },
};
