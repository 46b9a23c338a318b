import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vitalsApi } from '@mocks/staff/vitals';
import { fewVitals } from '@mocks/staff/vitals-fixtures';
import { SpeedScreen } from '@/features/staff/screens/speed-screen';
import { withAddress, withSignedInStaff } from './lead-story-support';
import { findSpeedTable, speedParameters, VITALS, vitalsReads } from './speed-play';
import { canvasOf, forgetSentRequests } from './staff-play';

const meta = {
  title: 'Features/Staff/SpeedScreen/Filters',
  component: SpeedScreen,
  decorators: [withAddress, withSignedInStaff],
  parameters: speedParameters,
  beforeEach: forgetSentRequests,
} satisfies Meta<typeof SpeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByTestId('address');
const deviceColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[0]?.textContent);

/** A period asks the server for its report, keeps it in the address and says what the figures cover. */
export const PeriodChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await findSpeedTable(canvasElement, 7);
    await expect(canvas.getByText('8 Mar 2026 to 14 Mar 2026 (India time): 600 page views.')).toBeVisible();
    await expect(canvas.getByText(/over the last 7 days/)).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/staff/speed?days=7');
    await expect(vitalsReads()).toEqual([`${VITALS}?days=28`, `${VITALS}?days=7`]);
  },
};

/** A device filters the rows, the chart's lines and the worst routes on the page, without asking the server again. */
export const DeviceChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Device' }), 'Phone');
    const table = await findSpeedTable(canvasElement, 28, 'phones');
    await expect(new Set(deviceColumn(table))).toEqual(new Set(['Phone']));
    await expect(canvas.getByRole('figure', { name: 'p75 of LCP (Largest Contentful Paint) by day, phones' })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/staff/speed?device=phone');
    await expect(vitalsReads()).toEqual([`${VITALS}?days=28`]);
  },
};

/** The chart's metric is chosen beside it; the choice is kept in the address. */
export const ChartMetric: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Metric' }), 'INP: Interaction to Next Paint');
    // The choice goes through the address (a router navigation): the chart is redrawn on the render after it.
    await expect(await canvas.findByRole('figure', { name: 'p75 of INP (Interaction to Next Paint) by day, all devices' })).toBeVisible();
    await expect(canvas.getByText("The thin lines are Google's thresholds: good up to 200 ms, poor above 500 ms.")).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/staff/speed?metric=INP');
    await expect(vitalsReads()).toEqual([`${VITALS}?days=28`]);
  },
};

/** An address with filters opens on them; one the page does not offer reads as the default. */
export const OpenedFromAddress: Story = {
  parameters: { route: { path: '/staff/speed', initialEntry: '/staff/speed?days=90&device=desktop&metric=CLS' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement, 90, 'desktops');
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 90 days');
    await expect(canvas.getByRole('combobox', { name: 'Device' })).toHaveDisplayValue('Desktop');
    await expect(canvas.getByRole('combobox', { name: 'Metric' })).toHaveDisplayValue('CLS: Cumulative Layout Shift');
    await expect(canvas.getByText("The thin lines are Google's thresholds: good up to 0.10, poor above 0.25.")).toBeVisible();
    await expect(vitalsReads()).toEqual([`${VITALS}?days=90`]);
  },
};

export const UnknownPeriodInAddress: Story = {
  parameters: { route: { path: '/staff/speed', initialEntry: '/staff/speed?days=5' } },
  play: async ({ canvasElement }) => {
    await findSpeedTable(canvasElement);
    await expect(canvasOf(canvasElement).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 28 days');
    await expect(vitalsReads()).toEqual([`${VITALS}?days=28`]);
  },
};

/** A device with no views in the period is the page's empty state, in its own words. */
export const EmptyForDevice: Story = {
  parameters: { route: { path: '/staff/speed', initialEntry: '/staff/speed?device=tablet' }, msw: { handlers: { vitals: [vitalsApi.report(fewVitals)] } } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('No speed measurements from tablets in the last 28 days')).toBeVisible();
  },
};

/**
 * Keyboard only, in reading order: the disclosure about the figures and its table, the period and device, the
 * table's scroll region, the chart's metric, then the chart's table disclosure (native <details>: Enter and Space
 * open it; both are opened by a click here, as user-event's Tab does not skip a closed one's content).
 */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findSpeedTable(canvasElement);
    await userEvent.click(canvas.getByText('About these figures'));
    canvas.getByRole('heading', { level: 1 }).focus();
    const stops = [
      canvas.getByText('About these figures'),
      canvas.getByRole('region', { name: "The metrics and Google's thresholds" }),
      canvas.getByRole('combobox', { name: 'Period' }),
      canvas.getByRole('combobox', { name: 'Device' }),
      canvas.getByRole('region', { name: /^p75 by route/ }),
      canvas.getByRole('combobox', { name: 'Metric' }),
      canvas.getByText('Show the figures as a table'),
    ];
    for (const stop of stops) {
      await userEvent.tab();
      await expect(stop).toHaveFocus();
    }
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    await waitFor(() => expect(canvas.getByRole('region', { name: /^p75 of LCP/ })).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /^p75 of LCP/ })).toHaveFocus();
  },
};
