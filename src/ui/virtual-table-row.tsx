import { ChevronRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { GridButton } from './grid-button';
import { GridCellContext } from './grid-cell';
import type { TableColumn } from './table-column';
import { tableTexts } from './table-texts';
import styles from './virtual-table.module.css';

type VirtualTableRowProps<Row> = {
  row: Row;
  rowKey: number;
  index: number;
  name: string;
  columns: readonly TableColumn<Row>[];
  expanded: boolean;
  pending: boolean;
  /** The column holding the table's single tab stop, when it is in this row. */
  tabbableColumn: number | null;
  renderDetails?: (row: Row) => ReactNode;
  onToggle: (rowKey: number) => void;
  measure: (node: HTMLTableSectionElement | null) => void;
};

function gridCell(column: number, tabbableColumn: number | null) {
  return { column, tabIndex: column === tabbableColumn ? 0 : -1 } as const;
}

/**
 * One row and, when expanded, its details, in a `<tbody>` of its own: the virtualizer measures both as one
 * item. Memoised: a row renders again only when its data, its expansion or its tab stop changes.
 */
function VirtualTableRowView<Row>({
  row,
  rowKey,
  index,
  name,
  columns,
  expanded,
  pending,
  tabbableColumn,
  renderDetails,
  onToggle,
  measure,
}: VirtualTableRowProps<Row>) {
  const offset = renderDetails ? 1 : 0;
  const detailsId = `row-details-${rowKey}`;
  return (
    <tbody ref={measure} data-index={index} className={pending ? styles.pending : undefined}>
      <tr data-row-index={index} data-row-key={rowKey} aria-busy={pending || undefined}>
        {renderDetails && (
          <td className={styles.expandCell}>
            <GridCellContext value={gridCell(0, tabbableColumn)}>
              <GridButton
                className={expanded ? styles.expanded : styles.collapsed}
                aria-label={tableTexts.expand(name)}
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                onClick={() => onToggle(rowKey)}
              >
                <ChevronRight size={14} aria-hidden />
              </GridButton>
            </GridCellContext>
          </td>
        )}
        {columns.map((column, columnIndex) => (
          <td key={column.id}>
            <GridCellContext value={gridCell(columnIndex + offset, tabbableColumn)}>
              {column.cell(row)}
            </GridCellContext>
          </td>
        ))}
      </tr>
      {expanded && renderDetails && (
        <tr id={detailsId} className={styles.details}>
          <td colSpan={columns.length + offset}>{renderDetails(row)}</td>
        </tr>
      )}
    </tbody>
  );
}

export const VirtualTableRow = memo(VirtualTableRowView) as typeof VirtualTableRowView;
