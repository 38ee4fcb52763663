import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type DataTableProps } from '../../../../src/components/admin/DataTable';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { key: 'id', header: 'Id', priority: 'secondary', cell: (row) => row.id },
];

function table(props: Partial<DataTableProps<Row>>) {
  const onRetry = vi.fn();
  render(
    <DataTable<Row>
      caption="People"
      columns={COLUMNS}
      rows={undefined}
      rowKey={(row) => row.id}
      isLoading={false}
      error={null}
      errorFallback="Failed to fetch customers"
      onRetry={onRetry}
      empty={{ title: 'No people yet' }}
      {...props}
    />,
  );
  return { onRetry };
}

describe('DataTable states', () => {
  it('shows skeleton rows in the table’s shape while loading', () => {
    table({ isLoading: true, skeletonRows: 4 });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading people')).toBeInTheDocument();
  });

  it('shows the spec’s fallback with Retry when the load failed without a server message', () => {
    const { onRetry } = table({ error: new Error('boom') });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch customers');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('prefers the server’s message', () => {
    const error = { isAxiosError: true, response: { status: 400, data: { message: 'search must be at most 100 characters' } } };
    table({ error });
    expect(screen.getByRole('alert').textContent).toContain('search must be at most 100 characters');
  });

  it('shows the empty state when the list is empty', () => {
    table({ rows: [], empty: { title: 'No customers match', body: 'Try another name.' } });
    expect(screen.getByText('No customers match')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows rows, sorts from the header with aria-sort, and opens a row on click', () => {
    const onSort = vi.fn();
    const onRowClick = vi.fn();
    table({ rows: [{ id: 'a1', name: 'Ada' }, { id: 'g2', name: 'Grace' }], sort: { field: 'name', order: 'asc', onSort }, onRowClick });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(onSort).toHaveBeenCalledWith('name');
    fireEvent.click(screen.getByText('Grace'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 'g2', name: 'Grace' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('keeps the rows, dimmed, while the next page loads', () => {
    table({ rows: [{ id: 'a1', name: 'Ada' }], isLoading: false, isRefreshing: true, error: new Error('late') });
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('DataTable scroller', () => {
  /** Lays the table out `tableWidth` px wide inside a 390 px scroller (jsdom lays nothing out). */
  function layOut(tableWidth: number) {
    return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.tagName === 'TABLE' ? tableWidth : 390;
      return { left: 0, right: width, width, top: 0, bottom: 100, height: 100, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
  }

  it('is a named region in the tab order while the table is wider than it (keyboard scrolling, axe scrollable-region-focusable)', () => {
    const laidOut = layOut(640);
    table({ rows: [{ id: 'p1', name: 'Ada' }] });
    const region = screen.getByRole('region', { name: 'People (scrolls sideways)' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'People' })).toBeInTheDocument();
    laidOut.mockRestore();
  });

  it('costs no tab stop when the table fits', () => {
    const laidOut = layOut(380);
    table({ rows: [{ id: 'p1', name: 'Ada' }] });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('table-scroller').hasAttribute('tabindex')).toBe(false);
    laidOut.mockRestore();
  });
});
