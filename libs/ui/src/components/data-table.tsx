import { useState, type Key, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { Table } from 'react-bootstrap';
import { sortRows, type SortState } from './sort-rows';

/** Attributes of a body cell; `data-testid` is allowed so tests can still find a cell by it. */
export type DataCellProps = TdHTMLAttributes<HTMLTableCellElement> & { 'data-testid'?: string };

/** One column of a DataTable: what its header says and how a row fills its cell. */
export interface DataColumn<Row> {
  /** Unique within the table: the React key of the header and of the column's cells. */
  key: string;
  header: ReactNode;
  /** Attributes of the header cell (a `title` that explains an abbreviation, a class). */
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
  /** The content of this column's cell; `index` counts the rows shown, from 0. */
  cell: (row: Row, index: number) => ReactNode;
  /** Attributes of the body cell that may depend on the row (a warning class, a tooltip). */
  cellProps?: (row: Row) => DataCellProps;
  /** Makes the header a sort button; rows compare by this value (numbers as numbers, the rest as text). */
  sortKey?: (row: Row) => string | number | null | undefined;
}

/** A column list may hold `false` where a column shows only sometimes (`showVideoId && {...}`). */
export type DataColumns<Row> = readonly (DataColumn<Row> | false | null | undefined)[];

export interface DataTableProps<Row> {
  /** The table's accessible name (`aria-label`); tests and screen readers find the table by it. */
  label: string;
  /** A visible caption, when the table should say what it holds above its rows. */
  caption?: ReactNode;
  columns: DataColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Shown instead of the whole table when there are no rows (usually a muted paragraph). */
  empty?: ReactNode;
  /** Shown as the table's only row, across every column, when there are no rows and `empty` is not given. */
  emptyRow?: ReactNode;
  /** Shown right above the table (a pager) and only with the table, never with `empty`. */
  pager?: ReactNode;
  /** Bootstrap looks; the admin lists are striped, bordered, hoverable, small and scroll sideways on a phone. */
  striped?: boolean;
  bordered?: boolean;
  hover?: boolean;
  responsive?: boolean;
  /**
   * A table wide enough to scroll sideways on a laptop too (e.g. one column per attribute): its scroll box takes
   * keyboard focus and is a region named by `label`, so a keyboard user can scroll it (axe: scrollable-region-focusable).
   */
  focusableScroll?: boolean;
  className?: string;
}

function ariaSort(sort: SortState | null, key: string): 'ascending' | 'descending' | undefined {
  if (sort?.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The one table of the admin area: react-bootstrap's `Table` with a column descriptor, so each list says only what
 * its columns are. Renders the same markup a hand-written table had (`thead`/`tbody`, `th` per header, `td` per
 * cell), so texts, classes and `aria-label`s stay where tests and the CSS purge look for them.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, caption, rows, rowKey, empty, emptyRow, pager } = props;
  const columns = props.columns.filter((c): c is DataColumn<Row> => Boolean(c));
  const [sort, setSort] = useState<SortState | null>(null);
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const sortColumn = columns.find((c) => c.key === sort?.key);
  const shown = sort && sortColumn?.sortKey ? sortRows(rows, sortColumn.sortKey, sort.direction) : rows;

  function toggle(key: string) {
    setSort((s) =>
      s?.key === key && s.direction === 'asc' ? { key, direction: 'desc' } : { key, direction: 'asc' },
    );
  }

  const table = (
    <Table
      striped={props.striped ?? true}
      bordered={props.bordered ?? true}
      hover={props.hover ?? true}
      responsive={!props.focusableScroll && (props.responsive ?? true)}
      size="sm"
      aria-label={label}
      className={props.className}
    >
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th
              key={c.key}
              {...c.headerProps}
              aria-sort={c.sortKey ? (ariaSort(sort, c.key) ?? 'none') : undefined}
            >
              {c.sortKey ? (
                <button
                  type="button"
                  className="btn btn-link p-0 text-reset fw-bold"
                  onClick={() => toggle(c.key)}
                >
                  {c.header}
                </button>
              ) : (
                c.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 && emptyRow !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="text-muted">
              {emptyRow}
            </td>
          </tr>
        ) : (
          shown.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c) => (
                <td key={c.key} {...c.cellProps?.(row)}>
                  {c.cell(row, index)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
  return (
    <>
      {pager}
      {props.focusableScroll ? (
        // tabIndex: a keyboard user scrolls the box with the arrow keys once it has focus.
        <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
          {table}
        </div>
      ) : (
        table
      )}
    </>
  );
}
