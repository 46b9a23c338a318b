import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueWith } from '@mocks/handlers/catalogue';
import { siteConfig } from '@/lib/site-config';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { ConsultationPage } from '@/app/pages/consultation/consultation-page';
import { desktop } from '../support/viewport';
import { renderedFigures } from '../support/rendered-figures';

const meta = {
  title: 'Pages/Online Consultation',
  component: ConsultationPage,
  // Six specialities keep the page light enough for jsdom; the block's own stories page through all of them.
  parameters: { layout: 'fullscreen', msw: [catalogueWith(consultationSpecialitiesPath, catalogueFixture(consultationSpecialitiesPath).slice(0, 6))] },
} satisfies Meta<typeof ConsultationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const brand = siteConfig.brandName;
const firstSpeciality = catalogueFixture(consultationSpecialitiesPath)[0]?.specialist ?? '';
const specialistQuestions = catalogueFixture(faqsPath).find((group) => group.category === 'specialists')?.questions ?? [];

/** The page's section whose h2 reads `title`, checked to be a region named by it. */
async function sectionElement(canvasElement: HTMLElement, title: string) {
  const heading = [...canvasElement.querySelectorAll('h2')].find((element) => element.textContent === title);
  const section = heading?.closest('section');
  await expect(section).toHaveAccessibleName(title);
  return section as HTMLElement;
}

const sectionOf = async (canvasElement: HTMLElement, title: string) => within(await sectionElement(canvasElement, title));

/**
 * Every block in order, with its real content. (Queries stay inside each section and skip visibility
 * checks: on a page this size jsdom's getComputedStyle is what a test spends its time on.)
 */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(/^Online Doctor Consultation$/);
    await canvas.findByText(firstSpeciality);
    await canvas.findByText('Accessibility');
    await expect([...canvasElement.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Flat 10% OFF your first consultation',
      'Consult doctors across 30+ specialities',
      `${brand} One Membership`,
      'Why consult a doctor online?',
      `${brand} in numbers`,
      'How online consultation works',
      `Get the ${brand} app`,
      'Not sure which specialist you need?',
      'Frequently asked questions',
    ]);

    const offer = await sectionOf(canvasElement, 'Flat 10% OFF your first consultation');
    await expect(offer.getByText('NEW10').tagName).toBe('CODE');

    const membership = await sectionOf(canvasElement, `${brand} One Membership`);
    for (const text of ['3 Months', '₹1,399', 'Flat 30% Off on Consultations', 'Flat 20% Off on Lab Tests']) {
      await expect(membership.getByText(text)).toBeInTheDocument();
    }
    await expect(membership.getByText('₹1,999').closest('s')).not.toBeNull();
    await expect(membership.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '#get-the-app');
    await expect(canvasElement.querySelector('#get-the-app')).toHaveAccessibleName(`Get the ${brand} app`);

    const steps = (await sectionOf(canvasElement, 'How online consultation works')).getAllByRole('listitem', { hidden: true });
    await expect(steps).toHaveLength(5);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(steps[4]).toHaveTextContent('Free follow-up for 5 days');

    const callback = await sectionOf(canvasElement, 'Not sure which specialist you need?');
    await expect(callback.getByRole('button', { name: 'Request Callback', hidden: true })).toBeEnabled();

    const faq = await sectionOf(canvasElement, 'Frequently asked questions');
    await expect(await faq.findByRole('button', { name: specialistQuestions[0]?.q ?? '', hidden: true })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Callbacks of the counters' observers, run when the test "scrolls" them half into view. */
const observed: Array<() => void> = [];

/** Stands in for IntersectionObserver: nothing is in view until `scrollCountersIntoView`. */
class InViewOnDemand {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 0.5 } as IntersectionObserverEntry;
    observed.push(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** The figures wait at zero until half in view, then count up to 30+, 4,000+ and 600+ (as About writes 4,000+). */
export const CountersReachTheirTargets: Story = {
  beforeEach: () => {
    const original = globalThis.IntersectionObserver;
    observed.length = 0;
    globalThis.IntersectionObserver = InViewOnDemand as unknown as typeof IntersectionObserver;
    return () => {
      globalThis.IntersectionObserver = original;
    };
  },
  play: async ({ canvasElement }) => {
    const section = await sectionElement(canvasElement, `${brand} in numbers`);
    const figures = within(await waitFor(() => renderedFigures(section)));
    const targets: Array<[label: string, value: string]> = [
      ['Specialities', '30+'],
      ['Doctors', '4,000+'],
      ['Hospitals', '600+'],
    ];
    for (const [label, value] of targets) {
      await expect(figures.getByText(label)).toBeVisible();
      await expect(figures.getAllByText(value), 'screen readers get the final value at once').toHaveLength(1);
    }
    await expect(figures.getAllByText('0+')).toHaveLength(3);

    observed.forEach((scrollIntoView) => scrollIntoView());
    for (const [, value] of targets) {
      await waitFor(() => expect(figures.getAllByText(value)).toHaveLength(2));
    }
  },
};

/** The Hindi page: its heading, offer, membership, steps, app section and callback block in Hindi. */
export const InHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(/^डॉक्टर से online सलाह$/);
    await canvas.findByText(firstSpeciality);

    const offer = await sectionOf(canvasElement, 'फ़्लैट 10% छूट आपकी पहली सलाह पर');
    await expect(offer.getByText('NEW10').tagName).toBe('CODE');

    const membership = await sectionOf(canvasElement, `${brand} One मेंबरशिप`);
    for (const text of ['3 महीने', 'डॉक्टर की सलाह पर फ़्लैट 30% छूट', 'लैब टेस्ट पर फ़्लैट 20% छूट']) {
      await expect(membership.getByText(text)).toBeInTheDocument();
    }
    await expect(membership.getByRole('link', { name: 'App डाउनलोड करें' })).toHaveAttribute('href', '#get-the-app');

    const steps = (await sectionOf(canvasElement, 'Online सलाह कैसे होती है')).getAllByRole('listitem', { hidden: true });
    await expect(steps).toHaveLength(5);
    await expect(steps[4]).toHaveTextContent('5 दिन तक मुफ़्त फ़ॉलो-अप');

    const app = await sectionOf(canvasElement, `${brand} app पाएँ`);
    await expect(app.getByRole('img', { name: 'Google Play पर पाएँ', hidden: true })).toBeInTheDocument();
    await sectionElement(canvasElement, `आँकड़ों में ${brand}`);

    const callback = await sectionOf(canvasElement, 'पता नहीं किस स्पेशलिस्ट को दिखाएँ?');
    await expect(callback.getByRole('button', { name: 'कॉलबैक पाएँ', hidden: true })).toBeEnabled();
  },
};
