import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumns } from '../data-table';
import { sortRows } from '../sort-rows';

interface Video {
  id: string;
  ratings: number | null;
}

const ROWS: Video[] = [
  { id: 'v9', ratings: 3 },
  { id: 'v10', ratings: null },
  { id: 'v2', ratings: 7 },
];

const COLUMNS: DataColumns<Video> = [
  { key: 'n', header: '#', cell: (_v, index) => index + 1 },
  { key: 'id', header: 'Video ID', cell: (v) => v.id, sortKey: (v) => v.id },
  {
    key: 'ratings',
    header: 'Ratings',
    headerProps: { title: 'Number of ratings' },
    cell: (v) => v.ratings ?? '—',
    cellProps: (v) => ({
      className: v.ratings === null ? 'text-muted' : undefined,
      'data-testid': 'ratings',
    }),
    sortKey: (v) => v.ratings,
  },
  false,
];

function bodyRows(): string[][] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('DataTable', () => {
  it('gives a wide table a scroll box that takes keyboard focus, named like the table', () => {
    render(
      <DataTable label="Conditions" columns={COLUMNS} rows={ROWS} rowKey={(v) => v.id} focusableScroll />,
    );
    const box = screen.getByRole('region', { name: 'Conditions' });
    expect(box.className).toBe('table-responsive');
    expect(box.tabIndex).toBe(0);
    expect(box.querySelectorAll('.table-responsive')).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Conditions' }).parentElement).toBe(box);
  });

  it('renders a named Bootstrap table with a header per column and a cell per row, leaving out false columns', () => {
    render(<DataTable label="Videos" columns={COLUMNS} rows={ROWS} rowKey={(v) => v.id} />);
    const table = screen.getByRole('table', { name: 'Videos' });
    expect(table.className).toBe('table table-sm table-striped table-bordered table-hover');
    expect(table.parentElement?.className).toBe('table-responsive');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Video ID',
      'Ratings',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Ratings' }).getAttribute('title')).toBe(
      'Number of ratings',
    );
    expect(bodyRows()).toEqual([
      ['1', 'v9', '3'],
      ['2', 'v10', '—'],
      ['3', 'v2', '7'],
    ]);
    expect(screen.getAllByTestId('ratings').map((td) => td.className)).toEqual(['', 'text-muted', '']);
  });

  it('turns the Bootstrap looks off one by one and shows a caption when given', () => {
    render(
      <DataTable
        label="Plain"
        caption="Three videos"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(v) => v.id}
        striped={false}
        bordered={false}
        hover={false}
        responsive={false}
        className="mb-0"
      />,
    );
    const table = screen.getByRole('table', { name: 'Plain' });
    expect(table.className).toBe('mb-0 table table-sm');
    expect(within(table).getByText('Three videos').tagName).toBe('CAPTION');
  });

  it('shows the empty state instead of the table and its pager', () => {
    render(
      <DataTable
        label="Videos"
        columns={COLUMNS}
        rows={[]}
        rowKey={(v) => v.id}
        empty={<p className="text-muted">No videos found.</p>}
        pager={<nav aria-label="Pages" />}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('No videos found.').className).toBe('text-muted');
  });

  it('or keeps the table with one muted row across every column', () => {
    render(
      <DataTable
        label="Videos"
        columns={COLUMNS}
        rows={[]}
        rowKey={(v) => v.id}
        emptyRow="No users found."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No users found.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(cell.className).toBe('text-muted');
  });

  it('puts the pager right above the table', () => {
    const { container } = render(
      <DataTable
        label="Videos"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(v) => v.id}
        pager={<nav aria-label="Pages" />}
      />,
    );
    expect(container.firstElementChild?.tagName).toBe('NAV');
    expect(container.firstElementChild?.nextElementSibling?.className).toBe('table-responsive');
  });

  it('sorts by a column with a sort key, announcing the order with aria-sort', () => {
    render(<DataTable label="Videos" columns={COLUMNS} rows={ROWS} rowKey={(v) => v.id} />);
    const header = screen.getByRole('columnheader', { name: 'Ratings' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: '#' }).hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(within(header).getByRole('button', { name: 'Ratings' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows().map((row) => row[1])).toEqual(['v9', 'v2', 'v10']);

    fireEvent.click(within(header).getByRole('button', { name: 'Ratings' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((row) => row[1])).toEqual(['v2', 'v9', 'v10']);

    fireEvent.click(screen.getByRole('button', { name: 'Video ID' }));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(bodyRows().map((row) => row[1])).toEqual(['v2', 'v9', 'v10']);
  });
});

describe('sortRows', () => {
  it('compares numbers as numbers and text numeric-aware, empty values last, ties in their order', () => {
    const rows = [{ v: 'b2' }, { v: '' }, { v: 'b10' }, { v: 'a' }, { v: 'b2' }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual(['a', 'b2', 'b2', 'b10', '']);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual(['b10', 'b2', 'b2', 'a', '']);
    expect(sortRows([{ n: 10 }, { n: 9 }, { n: null }], (r) => r.n, 'asc').map((r) => r.n)).toEqual([
      9,
      10,
      null,
    ]);
  });
});
