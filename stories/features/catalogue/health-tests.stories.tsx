import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { formatInr } from '@/lib/format';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { HealthTests } from '@/features/catalogue/components/health-tests/health-tests';
import { desktop, mobile, tablet } from '../../support/viewport';
import { cardOfTitleLink } from '../../support/card-of-title-link';

const meta = {
  title: 'Features/Catalogue/Health Tests',
  component: HealthTests,
} satisfies Meta<typeof HealthTests>;

export default meta;
type Story = StoryObj<typeof meta>;

const healthChecks = catalogueFixture(healthChecksPath);
const labTests = catalogueFixture(labTestsPath);

function blockOf(canvasElement: HTMLElement) {
  const section = within(within(canvasElement).getByRole('region', { name: 'Health checks and lab tests' }));
  const tab = (name: 'Popular Health Checks' | 'Prescribed Lab Tests') => section.getByRole('tab', { name });
  const panel = () => within(section.getByRole('tabpanel'));
  return { section, tab, panel };
}

async function carouselIn(panel: ReturnType<typeof within>, label: string) {
  const region = await panel.findByRole('region', { name: label });
  return { carousel: within(region), status: within(region).getByRole('status') };
}

/** Popular Health Checks is selected first: three checks a page, each linking to its detail page. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { section, tab, panel } = blockOf(canvasElement);
    await expect(section.getByRole('tablist', { name: 'Health checks and lab tests' })).toBeVisible();
    await expect(tab('Popular Health Checks')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Prescribed Lab Tests')).toHaveAttribute('aria-selected', 'false');
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName('Popular Health Checks');
    await expect(tab('Popular Health Checks')).toHaveAttribute('aria-controls', section.getByRole('tabpanel').id);
    const { carousel, status } = await carouselIn(panel(), 'Popular health checks');
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${healthChecks.length}`);
    for (const item of healthChecks.slice(0, 3)) {
      const link = carousel.getByRole('link', { name: item.heading });
      await expect(link).toHaveAttribute('href', `/health-checks-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(new RegExp(`^${item.noOfTests} tests included Covers ${item.diseases.join(', ')} Price ?${formatInr(item.price)} Original price ?${formatInr(item.cutPrice)} ${item.discount}% Off$`));
      await expect(cardOfTitleLink(link).getByText(formatInr(item.cutPrice)).closest('s')).not.toBeNull();
    }
  },
};

/** Switching tabs shows the lab tests ("Starts at" a price) from the first card, and switching back does the same. */
export const SwitchingTabsResetsToTheFirstItem: Story = {
  ...tablet,
  play: async ({ canvasElement }) => {
    const { tab, panel } = blockOf(canvasElement);
    const checks = await carouselIn(panel(), 'Popular health checks');
    await userEvent.click(checks.carousel.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(checks.carousel.getByRole('button', { name: 'Next slide' }));
    await expect(checks.status).toHaveTextContent(`Showing items 3 to 4 of ${healthChecks.length}`);

    await userEvent.click(tab('Prescribed Lab Tests'));
    await expect(tab('Prescribed Lab Tests')).toHaveAttribute('aria-selected', 'true');
    await expect(blockOf(canvasElement).section.getByRole('tabpanel')).toHaveAccessibleName('Prescribed Lab Tests');
    const tests = await carouselIn(panel(), 'Prescribed lab tests');
    await expect(tests.status).toHaveTextContent(`Showing items 1 to 2 of ${labTests.length}`);
    for (const item of labTests.slice(0, 2)) {
      const link = tests.carousel.getByRole('link', { name: item.testName });
      await expect(link).toHaveAttribute('href', `/lab-tests-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(`Starts at ${formatInr(item.price)}`);
    }
    await userEvent.click(tests.carousel.getByRole('button', { name: 'Next slide' }));
    await expect(tests.status).toHaveTextContent(`Showing items 2 to 3 of ${labTests.length}`);

    await userEvent.click(tab('Popular Health Checks'));
    const again = await carouselIn(panel(), 'Popular health checks');
    await expect(again.status).toHaveTextContent(`Showing items 1 to 2 of ${healthChecks.length}`);
    await expect(again.carousel.getByRole('link', { name: healthChecks[0]!.heading })).toBeVisible();
  },
};

/** Keyboard: arrow keys move between tabs, Enter selects; the phone shows one card a page. */
export const KeyboardAndPhone: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { tab, panel } = blockOf(canvasElement);
    const checks = await carouselIn(panel(), 'Popular health checks');
    await expect(checks.status).toHaveTextContent(`Showing item 1 of ${healthChecks.length}`);
    await userEvent.click(checks.carousel.getByRole('button', { name: 'Next slide' }));
    await expect(checks.status).toHaveTextContent(`Showing item 2 of ${healthChecks.length}`);
    tab('Popular Health Checks').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Prescribed Lab Tests')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tab('Prescribed Lab Tests')).toHaveAttribute('aria-selected', 'true');
    const tests = await carouselIn(panel(), 'Prescribed lab tests');
    await expect(tests.status).toHaveTextContent(`Showing item 1 of ${labTests.length}`);
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    const again = await carouselIn(panel(), 'Popular health checks');
    await expect(again.status).toHaveTextContent(`Showing item 1 of ${healthChecks.length}`);
  },
};

/** Choosing a card opens the health check. */
export const OpensHealthCheck: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { carousel } = await carouselIn(blockOf(canvasElement).panel(), 'Popular health checks');
    await userEvent.click(carousel.getByRole('link', { name: healthChecks[0]!.heading }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent(`Navigated to /health-checks-details/${healthChecks[0]!.id}`);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(healthChecksPath), catalogueLoading(labTestsPath)] },
  play: async ({ canvasElement }) => {
    const { section, tab, panel } = blockOf(canvasElement);
    await expect(panel().getByText('Loading health checks')).toBeInTheDocument();
    await expect(section.queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(tab('Prescribed Lab Tests'));
    await expect(panel().getByText('Loading lab tests')).toBeInTheDocument();
  },
};

/** Health checks fail: the red box in their panel; the lab tests still load. */
export const Error: Story = {
  parameters: { msw: [catalogueFailure(healthChecksPath)] },
  play: async ({ canvasElement }) => {
    const { tab, panel } = blockOf(canvasElement);
    await expect(await panel().findByRole('alert')).toHaveTextContent('Failed to fetch data');
    await userEvent.click(tab('Prescribed Lab Tests'));
    await expect(await panel().findByRole('link', { name: labTests[0]!.testName })).toBeVisible();
  },
};

export const LabTestsError: Story = {
  parameters: { msw: [catalogueFailure(labTestsPath)] },
  play: async ({ canvasElement }) => {
    const { tab, panel } = blockOf(canvasElement);
    await expect(await panel().findByRole('link', { name: healthChecks[0]!.heading })).toBeVisible();
    await userEvent.click(tab('Prescribed Lab Tests'));
    await expect(await panel().findByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(healthChecksPath), catalogueEmpty(labTestsPath)] },
  play: async ({ canvasElement }) => {
    const { tab, panel } = blockOf(canvasElement);
    await expect(await panel().findByRole('status')).toHaveTextContent('No health checks available.');
    await userEvent.click(tab('Prescribed Lab Tests'));
    await expect(await panel().findByRole('status')).toHaveTextContent('No lab tests available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/**
 * In Hindi: the block, its tabs, their panels and carousels, each card's tests count, "इनकी जाँच" and "शुरुआती
 * कीमत" are Hindi; the checks and tests keep their own names.
 */
export const InHindi: Story = {
  ...Default,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'हेल्थ चेकअप और लैब टेस्ट' }));
    await expect(section.getByRole('tablist', { name: 'हेल्थ चेकअप और लैब टेस्ट' })).toBeVisible();
    await expect(section.getByRole('tab', { name: 'लोकप्रिय हेल्थ चेकअप' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName('लोकप्रिय हेल्थ चेकअप');
    const checks = within(await section.findByRole('region', { name: 'लोकप्रिय हेल्थ चेकअप' }));
    const check = healthChecks[0]!;
    await expect(checks.getByRole('link', { name: check.heading })).toHaveAccessibleDescription(
      new RegExp(`^${check.noOfTests} टेस्ट शामिल इनकी जाँच: ${check.diseases.join(', ')} `),
    );

    await userEvent.click(section.getByRole('tab', { name: 'डॉक्टर के बताए लैब टेस्ट' }));
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName('डॉक्टर के बताए लैब टेस्ट');
    const tests = within(await section.findByRole('region', { name: 'डॉक्टर के बताए लैब टेस्ट' }));
    await expect(tests.getByRole('link', { name: labTests[0]!.testName })).toHaveAccessibleDescription(`शुरुआती कीमत ${formatInr(labTests[0]!.price)}`);
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'हेल्थ चेकअप और लैब टेस्ट' }));
    await expect(within(section.getByRole('tabpanel')).getByText('हेल्थ चेकअप लोड हो रहे हैं')).toBeInTheDocument();
    await userEvent.click(section.getByRole('tab', { name: 'डॉक्टर के बताए लैब टेस्ट' }));
    await expect(within(section.getByRole('tabpanel')).getByText('लैब टेस्ट लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('जानकारी लोड नहीं हो सकी।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'हेल्थ चेकअप और लैब टेस्ट' }));
    await expect(await within(section.getByRole('tabpanel')).findByRole('status')).toHaveTextContent('अभी कोई हेल्थ चेकअप उपलब्ध नहीं है।');
    await userEvent.click(section.getByRole('tab', { name: 'डॉक्टर के बताए लैब टेस्ट' }));
    await expect(await within(section.getByRole('tabpanel')).findByRole('status')).toHaveTextContent('अभी कोई लैब टेस्ट उपलब्ध नहीं है।');
  },
};
