import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { siteConfig } from '@/lib/site-config';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { OpdPage } from '@/app/pages/opd/opd-page';

const services = catalogueFixture(opdServicesPath);
const opdQuestions = catalogueFixture(faqsPath).find((group) => group.category === 'opd')?.questions ?? [];

const meta = {
  title: 'Pages/OPD',
  component: OpdPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OpdPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's sections, found from one query of the headings (whole-page role queries are slow in jsdom). */
function sectionsOf(canvasElement: HTMLElement) {
  const headings = within(canvasElement).getAllByRole('heading');
  const section = (name: string) => {
    const heading = headings.find((element) => element.tagName === 'H2' && element.textContent === name);
    if (!heading) throw new TypeError(`no section titled ${name}`);
    return within(heading.closest('section')!);
  };
  return { headings, section };
}

/** Heading, why-us cards, the services tabs (first selected), the callback block and the OPD FAQ, in that order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { headings, section } = sectionsOf(canvasElement);
    const byLevel = (tag: string) => headings.filter((element) => element.tagName === tag).map((element) => element.textContent);
    await expect(byLevel('H1')).toEqual(['OPD Benefits']);
    await expect(byLevel('H2')).toEqual([
      `Why ${siteConfig.brandName} for OPD`,
      'What the plan covers',
      'Plan OPD cover for your team',
      'Frequently asked questions',
    ]);

    const whyUs = section(`Why ${siteConfig.brandName} for OPD`);
    await expect((await whyUs.findAllByRole('heading', { level: 3 })).map((element) => element.textContent)).toEqual([
      '1000+ partner hospitals',
      '5000+ doctors',
      'Accredited labs',
      'Reports in 12 to 24 hrs',
    ]);

    const coverage = section('What the plan covers');
    const [first, second] = services;
    if (!first || !second) throw new TypeError('the OPD fixture needs two categories');
    await expect(await coverage.findByRole('tab', { name: first.category, selected: true })).toBeVisible();
    await expect(coverage.getByRole('tabpanel', { name: first.category })).toHaveTextContent(first.details[0]!);
    await userEvent.click(coverage.getByRole('tab', { name: second.category }));
    await expect(coverage.getByRole('tabpanel', { name: second.category })).toHaveTextContent(second.details[0]!);

    const callback = section('Plan OPD cover for your team');
    await expect(callback.getByLabelText('Phone Number')).toBeVisible();
    await expect(callback.getByRole('button', { name: 'Request Callback' })).toBeVisible();

    const faq = section('Frequently asked questions');
    await expect(await faq.findAllByRole('button')).toHaveLength(opdQuestions.length);
    await expect(faq.getByRole('button', { name: opdQuestions[0]!.q })).toBeVisible();
  },
};

export const ServicesLoading: Story = {
  parameters: { msw: [catalogueLoading(opdServicesPath)] },
  play: async ({ canvasElement }) => {
    const coverage = sectionsOf(canvasElement).section('What the plan covers');
    // The services tabs are a deferred section: their code (and the loading state) arrives after the page's.
    await expect(await coverage.findByText('Loading services')).toBeInTheDocument();
    await expect(coverage.queryByRole('tab')).toBeNull();
  },
};

export const ServicesFailed: Story = {
  parameters: { msw: [catalogueFailure(opdServicesPath)] },
  play: async ({ canvasElement }) => {
    const coverage = sectionsOf(canvasElement).section('What the plan covers');
    await expect(await coverage.findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

export const FaqFailed: Story = {
  parameters: { msw: [catalogueFailure(faqsPath)] },
  play: async ({ canvasElement }) => {
    const faq = sectionsOf(canvasElement).section('Frequently asked questions');
    await expect(await faq.findByRole('alert')).toHaveTextContent('Failed to load data.');
  },
};

export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const { headings, section } = sectionsOf(canvasElement);
    await expect(headings.filter((element) => element.tagName === 'H1').map((element) => element.textContent)).toEqual(['OPD सुविधाएँ']);
    const whyUs = section(`OPD के लिए ${siteConfig.brandName} ही क्यों`);
    await expect((await whyUs.findAllByRole('heading', { level: 3 })).map((element) => element.textContent)).toEqual([
      '1000+ पार्टनर अस्पताल',
      '5000+ डॉक्टर',
      'मान्यता प्राप्त लैब',
      '12 से 24 घंटे में रिपोर्ट',
    ]);
    await expect(section('अपनी टीम के लिए OPD कवर प्लान करें').getByText(/हमारी बेनिफ़िट टीम/)).toBeVisible();
  },
};
