import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { DataState } from '@/design-system/data-state/data-state';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { dataStateOf } from '@/design-system/data-state/data-status';

const meta = {
  title: 'Design System/DataState',
  component: DataState,
  tags: ['stable'],
  args: {
    status: { state: 'ready' },
    children: <Typography>Full Body Checkup — 72 tests</Typography>,
  },
} satisfies Meta<typeof DataState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a grid of 8 fixed-height skeleton cards, aria-busy, "Loading" for screen readers. */
export const Loading: Story = {
  args: { status: { state: 'loading', skeleton: <CardSkeletonGrid count={8} /> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy as HTMLElement).getByText('Loading')).toBeInTheDocument();
    await expect(canvas.getAllByTestId('card-skeleton')).toHaveLength(8);
    await expect(canvas.getByTestId('card-skeleton-grid').parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText('Full Body Checkup — 72 tests')).toBeNull();
  },
};

/** Loading without a skeleton: a visible "Loading" and a spinner (package detail, lab test detail). */
export const LoadingText: Story = {
  args: { status: { state: 'loading', skeleton: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeVisible();
    await expect(canvas.getByText('Loading').closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Error: the spec's message in a red box with role="alert". */
export const Error: Story = {
  args: { status: { state: 'error', message: 'Failed to load packages.' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load packages.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

const retry = fn();

/** Error with a title and a Try Again button (catalogue, lab tests). */
export const ErrorWithRetry: Story = {
  args: { status: { state: 'error', title: 'Unable to load products', message: 'Failed to fetch data', onRetry: retry } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load products');
    await expect(alert).toHaveTextContent('Failed to fetch data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Empty: the spec's empty message. */
export const Empty: Story = {
  args: { status: { state: 'empty', message: 'No packages available.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No packages available.')).toBeVisible();
    await expect(canvas.queryByText('Full Body Checkup — 72 tests')).toBeNull();
  },
};

/** Ready: the content. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full Body Checkup — 72 tests')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

function FailingPackages() {
  const response = useSWR<string[]>('story:failing-packages', () => Promise.reject(new globalThis.Error('HTTP 500')), {
    shouldRetryOnError: false,
  });
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load packages.',
    emptyMessage: 'No packages available.',
    skeleton: <CardSkeletonGrid count={4} />,
  });
  return <DataState status={status}>{response.data?.join(', ')}</DataState>;
}

/** dataStateOf maps an SWR response: loading first, then the failure as the error state. */
export const FromSwrResponse: Story = {
  render: () => <FailingPackages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText('Failed to load packages.');
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryAllByTestId('card-skeleton')).toHaveLength(0);
  },
};

/** Hindi pages: the default loading text and the retry button in Hindi (the message is the caller's). */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { status: { state: 'error', message: 'डेटा लोड नहीं हो सका।', onRetry: retry } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('डेटा लोड नहीं हो सका।');
    await userEvent.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** Hindi pages: "Loading" without a skeleton reads in Hindi. */
export const LoadingInHindi: Story = {
  ...LoadingText,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('लोड हो रहा है');
    await expect(label).toBeVisible();
    await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
  },
};
