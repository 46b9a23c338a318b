import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { HomeLowerSections } from '@/app/pages/home/home-lower-sections';
import { expectToast, findOpenDialog } from '../features/leads/lead-play';
import { desktop } from '../support/viewport';

const meta = {
  title: 'Pages/Home/Care, self-check and feedback',
  component: HomeLowerSections,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof HomeLowerSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  { heading: 'Care programs that stay with you', carousel: 'Care programs' },
  { heading: 'Quick health self-checks', carousel: 'Self-checks' },
  { heading: 'What our patients say', carousel: 'Patient feedback' },
] as const;

const sectionNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });

/** Desktop: three h2 sections in order, each around its carousel of real data. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections.map((section) => section.heading));
    for (const { heading, carousel } of sections) {
      await expect(await within(sectionNamed(canvasElement, heading)).findByRole('region', { name: carousel })).toHaveAttribute('aria-roledescription', 'carousel');
    }
    const programs = within(sectionNamed(canvasElement, 'Care programs'));
    await expect(programs.getByRole('heading', { level: 3, name: catalogueFixture(careProgramsPath)[0]?.programeName })).toBeVisible();
    const checks = within(sectionNamed(canvasElement, 'Self-checks'));
    for (const check of catalogueFixture(selfChecksPath).slice(0, 3)) {
      await expect(checks.getByRole('link', { name: `Start Now: ${check.title}` })).toHaveAttribute('href', '/self-check-scan');
    }
    const feedback = within(sectionNamed(canvasElement, 'Patient feedback'));
    await expect(feedback.getByText(catalogueFixture(feedbackPath)[0]?.comment ?? '')).toBeVisible();
  },
};

/** The care programs' Request Callback opens the dialog whose phone input takes at most 10 digits. */
export const CareProgramCallback: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const programs = within(await within(canvasElement).findByRole('region', { name: 'Care programs' }));
    await userEvent.click(programs.getAllByRole('button', { name: 'Request Callback' })[0] as HTMLElement);
    const dialog = await findOpenDialog(canvasElement, 'Need Assistance?');
    await expect(within(dialog).getByLabelText('Phone Number')).toHaveAttribute('maxlength', '10');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(sentRequests).toHaveLength(0);
  },
};

/** The feedback dots move its carousel. */
export const FeedbackDots: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const feedback = within(await within(canvasElement).findByRole('region', { name: 'Patient feedback' }));
    await userEvent.click(feedback.getByRole('button', { name: 'Go to slide 2' }));
    await expect(feedback.getByRole('status')).toHaveTextContent('Showing items 2 to 4 of');
    await expect(feedback.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(careProgramsPath), catalogueLoading(selfChecksPath), catalogueLoading(feedbackPath)] },
  play: async ({ canvasElement }) => {
    for (const [section, label] of [
      ['Care programs that stay with you', 'Loading care programs'],
      ['Quick health self-checks', 'Loading self-checks'],
      ['What our patients say', 'Loading patient feedback'],
    ] as const) {
      // The loading states load lazily (with MUI), after the section itself.
      await expect(await within(sectionNamed(canvasElement, section)).findByText(label)).toBeInTheDocument();
    }
    await expect(within(canvasElement).queryAllByRole('region', { name: /^(Care programs|Self-checks|Patient feedback)$/ })).toHaveLength(0);
  },
};

/** Each block fails on its own, with the generic message, and the others still load. */
export const Failed: Story = {
  parameters: { msw: [catalogueFailure(careProgramsPath), catalogueFailure(feedbackPath)] },
  play: async ({ canvasElement }) => {
    for (const section of ['Care programs that stay with you', 'What our patients say']) {
      await expect(await within(sectionNamed(canvasElement, section)).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
    }
    await expect(await within(sectionNamed(canvasElement, 'Quick health self-checks')).findByRole('region', { name: 'Self-checks' })).toBeVisible();
  },
};

/** The Hindi page: the three sections in Hindi, and a callback from a care program card, stored and announced in Hindi. */
export const InHindi: Story = {
  ...desktop,
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the sections and their carousels are named in Hindi', async () => {
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'केयर प्रोग्राम, जो हर कदम पर आपके साथ रहें',
        'सेहत की झटपट जाँच',
        'हमारे मरीज़ क्या कहते हैं',
      ]);
      for (const carousel of ['केयर प्रोग्राम', 'सेल्फ़-चेक', 'मरीज़ों की राय']) {
        await expect(await canvas.findByRole('region', { name: carousel })).toHaveAttribute('aria-roledescription', 'कैरोसेल');
      }
    });
    await step("a care program card's callback: ten digits at most, sent with +91, announced in Hindi", async () => {
      const programs = within(canvas.getByRole('region', { name: 'केयर प्रोग्राम' }));
      await userEvent.click(programs.getAllByRole('button', { name: 'कॉलबैक पाएँ' })[0] as HTMLElement);
      const dialog = await findOpenDialog(canvasElement, 'मदद चाहिए?');
      const phone = within(dialog).getByLabelText('मोबाइल नंबर');
      await expect(phone).toHaveAttribute('maxlength', '10');
      await expect(phone).toHaveAccessibleDescription('10 अंकों का नंबर, country code (+91) के बिना');
      await userEvent.type(phone, '9876543210');
      await userEvent.click(within(dialog).getByRole('button', { name: 'कॉलबैक पाएँ' }));
      await expectToast(canvasElement, 'अनुरोध भेज दिया गया!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(lastSent('/api/callbacks')?.body).toEqual({ phone: '+919876543210' });
    });
  },
};
