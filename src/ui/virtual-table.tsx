import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFocusAddedRow } from './added-rows';
import type { TableColumn } from './table-column';
import { useGridFocus } from './use-grid-focus';
import styles from './virtual-table.module.css';
import { VirtualTableRow } from './virtual-table-row';

type VirtualTableProps<Row> = {
  /** Accessible name of the grid. */
  label: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => number;
  /** Names a row in labels («Подробнее: Анна»). */
  rowName: (row: Row) => string;
  /** Makes rows expandable: what an expanded row shows under it. */
  renderDetails?: (row: Row) => ReactNode;
  /** A row the server has not confirmed yet. */
  isPending?: (row: Row) => boolean;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
};

const ROW_HEIGHT = 41;
const HEADER_HEIGHT = 37;
const EXPAND_WIDTH = 36;
/** The narrowest a column without a fixed width gets before the table scrolls sideways. */
const FLEXIBLE_MIN_WIDTH = 120;

// An element not laid out yet (hidden, or a test DOM) measures 0 × 0: plan for one screen rather than no rows.
function observeScreenRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: window.innerWidth, height: window.innerHeight }),
  );
}

function measureRow(element: Element): number {
  return element.getBoundingClientRect().height || ROW_HEIGHT;
}

/**
 * A fast table for thousands of rows: only the rows in view are in the DOM (virtualized), rows are memoised,
 * editing state lives in the cells. It is a keyboard grid: arrow keys, Home/End, PageUp/PageDown move between
 * cells, and the table keeps a single tab stop. The header stays in place while the rows scroll.
 */
export function VirtualTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowName,
  renderDetails,
  isPending,
  empty,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const columnCount = columns.length + (renderDetails ? 1 : 0);
  const minWidth = columns.reduce(
    (sum, column) => sum + (column.width ?? FLEXIBLE_MIN_WIDTH),
    renderDetails ? EXPAND_WIDTH : 0,
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    overscan: 8,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    observeElementRect: observeScreenRect,
    measureElement: measureRow,
  });

  const { active, focusCell, handleKeyDown, handleFocus } = useGridFocus({
    scrollRef,
    rowCount: rows.length,
    columnCount,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  });

  const indexByKey = useMemo(() => new Map(rows.map((row, index) => [rowKey(row), index])), [rows, rowKey]);

  // A row just added goes to the top (newest first); scroll up so the person sees what they added.
  const firstRow = rows[0];
  const addedKey = firstRow !== undefined && isPending?.(firstRow) ? rowKey(firstRow) : null;
  useEffect(() => {
    if (addedKey !== null) virtualizer.scrollToOffset(0);
  }, [addedKey, virtualizer]);
  useFocusAddedRow(firstRow === undefined || addedKey !== null ? null : rowKey(firstRow), () =>
    focusCell(0, renderDetails ? 1 : 0),
  );

  const handleToggle = useCallback((key: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const activeIndex = active ? indexByKey.get(active.key) : undefined;
  // One tab stop: the last focused cell while its row is rendered, else the first rendered row's first cell.
  const activeInView =
    activeIndex !== undefined && first && last && activeIndex >= first.index && activeIndex <= last.index;
  const tabbableIndex = activeInView ? activeIndex : first?.index;
  const paddingTop = first ? first.start - HEADER_HEIGHT : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <div ref={scrollRef} className={styles.scroller}>
      <table
        className={styles.table}
        style={{ minWidth }}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role=grid: columns keep their headers, cells take arrow keys.
        role="grid"
        aria-label={label}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
      >
        <colgroup>
          {renderDetails && <col style={{ width: EXPAND_WIDTH }} />}
          {columns.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {renderDetails && <td className={styles.expandHeader} />}
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {empty}
              </td>
            </tr>
          </tbody>
        )}
        {paddingTop > 0 && <Spacer height={paddingTop} columns={columnCount} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const key = rowKey(row);
          return (
            <VirtualTableRow
              key={key}
              row={row}
              rowKey={key}
              index={item.index}
              name={rowName(row)}
              columns={columns}
              expanded={expanded.has(key)}
              pending={isPending?.(row) ?? false}
              tabbableColumn={
                item.index === tabbableIndex ? (activeInView ? (active?.column ?? 0) : 0) : null
              }
              renderDetails={renderDetails}
              onToggle={handleToggle}
              measure={virtualizer.measureElement}
            />
          );
        })}
        {paddingBottom > 0 && <Spacer height={paddingBottom} columns={columnCount} />}
      </table>
    </div>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tbody aria-hidden>
      <tr>
        <td colSpan={columns} className={styles.spacer} style={{ height }} />
      </tr>
    </tbody>
  );
}
