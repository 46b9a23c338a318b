import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { routeManifest } from '@/app/route-manifest';
import { CareProgramsPage } from '@/app/pages/care-programs/care-programs-page';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { desktop } from '../support/viewport';
import { findOpenDialog } from '../features/leads/lead-play';
import { mobile } from '../support/viewport';

const meta = {
  title: 'Pages/Care Programs',
  component: CareProgramsPage,
  parameters: { layout: 'fullscreen', route: { path: routeManifest.carePrograms.path } },
} satisfies Meta<typeof CareProgramsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const programs = catalogueFixture(careProgramListPath);
const programFaqs = catalogueFixture(faqsPath).find((group) => group.category === 'programs')!.questions;

/** The page in order: heading, what a program is and how it works, the programs, the programs FAQ. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.carePrograms.heading })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['What is a care program?', 'Choose a program', 'Frequently asked questions']);

    const explainer = within(canvas.getByRole('region', { name: 'What is a care program?' }));
    await expect(explainer.getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
    await expect(within(explainer.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);

    const carousel = within(await canvas.findByRole('region', { name: 'Care programs' }));
    await expect(carousel.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(programs.slice(0, 3).map((program) => program.title));
    await expect(carousel.getAllByRole('button', { name: 'Request Callback' })).toHaveLength(3);

    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(await faq.findByRole('button', { name: programFaqs[0]!.q })).toBeVisible();
  },
};

/** On a phone, the one program in view: its Request Callback opens the shared callback dialog. */
export const RequestACallback: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const carousel = within(await within(canvasElement).findByRole('region', { name: 'Care programs' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Request Callback' }));
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await expect(within(dialog).getByLabelText('Phone Number')).toBeVisible();
  },
};

/** No programs: the spec's message where the carousel would be; the explainer and FAQ stay. */
export const NoPrograms: Story = {
  parameters: { msw: [catalogueEmpty(careProgramListPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Choose a program' }));
    await expect(await section.findByText('No programs available.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'What is a care program?' })).toBeVisible();
  },
};

/** In Hindi: the explainer with its steps and the programs section. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'केयर प्रोग्राम' })).toBeVisible();
    const explainer = within(canvas.getByRole('region', { name: 'केयर प्रोग्राम क्या है?' }));
    await expect(explainer.getByRole('heading', { level: 3, name: 'यह कैसे काम करता है' })).toBeVisible();
    await expect(explainer.getByText('कॉलबैक का अनुरोध करें')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'प्रोग्राम चुनें' })).toBeVisible();
  },
};
