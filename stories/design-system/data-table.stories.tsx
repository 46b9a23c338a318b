import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable } from '@/design-system/data-table/data-table';
import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import type { DataTableColumn, DataTableSort } from '@/design-system/data-table/data-table-types';
import { moveRowFocus } from '@/design-system/data-table/row-focus';
import { StatusTag } from '@/design-system/status-tag/status-tag';

type Order = { id: string; patient: string; test: string; centre: string; amount: number; status: 'Booked' | 'Collected' | 'Reported' };

const orders: Order[] = [
  { id: 'o-101', patient: 'Asha Verma', test: 'Full Body Checkup', centre: 'Koramangala', amount: 1399, status: 'Booked' },
  { id: 'o-102', patient: 'Ravi Kumar', test: 'Thyroid Profile', centre: 'Indiranagar', amount: 499, status: 'Collected' },
  { id: 'o-103', patient: 'Meena Iyer', test: 'HbA1c', centre: 'Whitefield', amount: 349, status: 'Reported' },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'patient', header: 'Patient', cell: (order) => order.patient, sortable: true },
  { id: 'test', header: 'Test', cell: (order) => order.test },
  { id: 'centre', header: 'Centre', cell: (order) => order.centre, nowrap: true },
  { id: 'amount', header: 'Amount', cell: (order) => `₹${order.amount}`, sortable: true, align: 'end' },
  { id: 'status', header: 'Status', cell: (order) => <StatusTag label={order.status} tone={order.status === 'Reported' ? 'success' : 'neutral'} /> },
];

function sortOrders(rows: readonly Order[], sort: DataTableSort): Order[] {
  const key = sort.columnId as 'patient' | 'amount';
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

/** A table the story sorts as its headers ask. */
function SortableOrders() {
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'patient', direction: 'ascending' });
  return <DataTable caption="Sample orders" columns={columns} rows={sortOrders(orders, sort)} rowKey={(order) => order.id} rowHref={(order) => `/orders/${order.id}`} sort={sort} onSortChange={setSort} />;
}

const meta = {
  title: 'Design System/DataTable',
  component: DataTable<Order>,
  tags: ['experimental'],
  args: { caption: 'Sample orders', columns, rows: orders, rowKey: (order: Order) => order.id },
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeaders = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);

/** A real table: its caption names it and its scroll region; column headers have scope, the first cells are row headers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sample orders' });
    await expect(canvas.getByRole('region', { name: 'Sample orders' })).toHaveAttribute('tabindex', '0');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Patient', 'Test', 'Centre', 'Amount', 'Status']);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    await expect(rowHeaders(canvasElement)).toEqual(['Asha Verma', 'Ravi Kumar', 'Meena Iyer']);
    await expect(canvas.getByRole('cell', { name: '₹1399' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Sortable headers are buttons named by the header; only the sorted column carries aria-sort, and pressing it turns the order. */
export const Sortable: Story = {
  render: () => <SortableOrders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const patient = canvas.getByRole('columnheader', { name: 'Patient' });
    await expect(patient).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: 'Test' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(patient).getByRole('button', { name: 'Patient' }));
    await expect(patient).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual(['Ravi Kumar', 'Meena Iyer', 'Asha Verma']);
    canvas.getByRole('button', { name: 'Amount' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(patient).not.toHaveAttribute('aria-sort');
    await expect(rowHeaders(canvasElement)).toEqual(['Meena Iyer', 'Ravi Kumar', 'Asha Verma']);
  },
};

/** Each row's first cell is a real link: Tab reaches it, one stop per row; moveRowFocus steps between rows (j / k in a screen). */
export const RowLinks: Story = {
  args: { rowHref: (order: Order) => `/orders/${order.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(orders.map((order) => [order.patient, `/orders/${order.id}`]));
    canvas.getByRole('region', { name: 'Sample orders' }).focus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    moveRowFocus(canvasElement, 1);
    await expect(links[2]).toHaveFocus();
    moveRowFocus(canvasElement, 1);
    await expect(links[2]).toHaveFocus();
    moveRowFocus(canvasElement, -1);
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('Navigated to /orders/o-102')).toBeInTheDocument();
  },
};

/** Rows can be tinted (the caller says why in words): here the first row. */
export const HighlightedRow: Story = {
  args: { isRowHighlighted: (order: Order) => order.id === 'o-101' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('row').slice(1);
    await expect(getComputedStyle(first!).backgroundColor).not.toBe(getComputedStyle(second!).backgroundColor);
  },
};

/** At 320 px the table keeps its columns and scrolls sideways inside its named, focusable region. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sample orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
};

/** Loading: the same frame and headers with placeholder rows, as tall as the real ones. */
export const Skeleton: Story = {
  render: () => <DataTableSkeleton headers={columns.map((column) => column.header)} rows={3} />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('data-table-skeleton');
    await expect(skeleton.querySelectorAll('tbody tr')).toHaveLength(3);
    await expect(skeleton.querySelectorAll('thead th')).toHaveLength(5);
  },
};
