import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminList, type AdminListProps, type ListQueryState, type ListUrlState } from '../../../../src/components/admin/AdminList';
import type { Column } from '../../../../src/components/admin/DataTable';
import { listAnswer } from '../../support/admin-fixtures';

interface Person {
  id: string;
  name: string;
}
type Answer = ReturnType<typeof listAnswer<'people', Person>>;

const COLUMNS: Column<Person>[] = [{ key: 'name', header: 'Name', sortField: 'name', cell: (person) => person.name }];
const people = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ id: `p${from + index}`, name: `Person ${from + index}` }));

type Overrides = { query?: Partial<ListQueryState<Answer>>; list?: Partial<ListUrlState> } & Partial<Omit<AdminListProps<'people', Person>, 'query' | 'list'>>;

function renderList({ query = {}, list = {}, ...props }: Overrides) {
  const refetch = vi.fn();
  const clear = vi.fn();
  const toggleSort = vi.fn();
  const page = (
    <AdminList
      query={{ data: undefined, error: null, isPending: false, isPlaceholderData: false, refetch, ...query }}
      items="people"
      list={{ isFiltered: false, clear, hrefForPage: (target) => `?page=${target}`, toggleSort, params: {}, ...list }}
      columns={COLUMNS}
      empty={{ title: 'No people yet', body: 'People appear here.' }}
      noMatch={{ title: 'No people match', body: 'Try another name.' }}
      {...props}
    />
  );
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/people/:id" element={<p>A person’s page</p>} />
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
  return { refetch, clear, toggleSort };
}

describe('AdminList', () => {
  it('shows the table’s loading rows until the first answer', () => {
    renderList({ query: { isPending: true } });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByText('Loading people')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows the rows and a footer read from the pagination block', () => {
    renderList({ query: { data: listAnswer('people', people(20, 21), { page: 2, total: 45 }) } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 21–40 of 45 people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /page 3/i }).getAttribute('href')).toBe('/?page=3');
  });

  it('dims the rows while the next page loads over them', () => {
    renderList({ query: { data: listAnswer('people', people(2)), isPlaceholderData: true } });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the fallback message with Retry when the first load fails', () => {
    const { refetch } = renderList({ query: { error: new Error('boom') } });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch people');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says the list is empty, without a footer, when nothing narrows it', () => {
    renderList({ query: { data: listAnswer('people', []) } });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.getByText('People appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByText(/0 people/)).toBeNull();
  });

  it('says nothing matches and offers Clear filters when a filter narrows it', () => {
    const { clear } = renderList({ query: { data: listAnswer('people', []) }, list: { isFiltered: true } });
    expect(screen.getByText('No people match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('keeps a list’s own no-match action, or none', () => {
    renderList({ query: { data: listAnswer('people', []) }, list: { isFiltered: true }, noMatch: { title: 'All caught up', action: null } });
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sorts through the address only when sortable', () => {
    const { toggleSort } = renderList({ query: { data: listAnswer('people', people(1)) }, list: { params: { sortBy: 'name', sortOrder: 'asc' } }, sortable: true });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(toggleSort).toHaveBeenCalledWith('name');
  });

  it('opens a row’s address when the row is clicked', () => {
    renderList({ query: { data: listAnswer('people', people(2)) }, rowHref: (person) => `/people/${person.id}` });
    fireEvent.click(screen.getByText('Person 2'));
    expect(screen.getByText('A person’s page')).toBeInTheDocument();
  });

  it('names the table and the footer after the rows unless told otherwise', () => {
    renderList({ query: { data: listAnswer('people', people(2)) }, caption: 'Club members', noun: 'members' });
    expect(screen.getByRole('table', { name: 'Club members' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 members')).toBeInTheDocument();
  });

  it('draws a list’s own rows, with a list skeleton while loading', () => {
    const renderRows = (rows: readonly Person[], isRefreshing: boolean) => (
      <ul aria-label="People" data-refreshing={isRefreshing}>
        {rows.map((person) => (
          <li key={person.id}>{person.name}</li>
        ))}
      </ul>
    );
    renderList({ query: { data: listAnswer('people', people(3)), isPlaceholderData: true }, renderRows });
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'People' }).dataset.refreshing).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a list skeleton, not a table’s, while a list of its own loads', () => {
    renderList({ query: { isPending: true }, renderRows: () => <ul /> });
    expect(screen.getByRole('status').textContent).toBe('Loading people');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
