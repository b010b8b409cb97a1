import { type ReactNode, useState } from 'react';
import { AddedRowsContext } from './added-rows';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorMessage } from './error-message';
import { ExportButtons } from './export/export-buttons';
import type { ExportColumn } from './export/export-columns';
import { exportName } from './export/export-name';
import { Loader } from './loader';
import { NewRowForm } from './new-row-form';
import { TablePage } from './table-page';
import { tableTexts } from './table-texts';
import { TableToolbar } from './table-toolbar';
import { useVisibleRows } from './use-visible-rows';

type SectionRow = { id: number; name: string; groups: readonly { id: number }[] };

export type TableSectionTexts = {
  title: string;
  description: string;
  add: string;
  /** The new row's name field: its label and the name it has until someone types one. */
  newRow: { label: string; defaultName: string };
  /** No rows at all, no rows in the selected group, no rows matching the search. */
  empty: string;
  emptyGroup: string;
  nothingFound: string;
  removeTitle: string;
  removeMessage: (name: string) => string;
  remove: string;
};

type TableView<Row> = {
  rows: readonly Row[];
  empty: string;
  /** Asks for a confirmation, then calls the section's `onRemove`. */
  onRemove: (row: Row) => void;
};

type TableSectionProps<Row extends SectionRow> = {
  texts: TableSectionTexts;
  /** The loaded rows; undefined while loading. */
  rows: readonly Row[] | undefined;
  /** Why the rows did not load. */
  error: string | null;
  /** Why a list the cells choose from did not load; the table still works. */
  optionsError?: string | null;
  /** The selected group tab: an id, `null` for «Все», `undefined` while the groups load. */
  groupId: number | null | undefined;
  /** The tabs' groups: the count and the export file name say which one is in view. */
  groups: readonly { id: number; name: string }[];
  phoneOf: (row: Row) => string;
  /** Adds a row with this name to the selected group. */
  onAdd: (name: string) => void;
  onRemove: (row: Row) => void;
  /** More toolbar buttons; a function gets the rows in view (what a message to «these» people reaches). */
  actions?: ReactNode | ((visible: readonly Row[]) => ReactNode);
  /** What «CSV» and «Excel» write: these columns of the rows in view (the file is named after the page and tab). */
  exportColumns?: readonly ExportColumn<Row>[];
  footer?: ReactNode;
  /** The table of the rows in view. */
  children: (view: TableView<Row>) => ReactNode;
};

/**
 * What the people pages share: the page frame, search and add in the toolbar (a new row's name is asked for
 * first), the rows of the selected group that match the search, loading and error states, and a confirmation
 * before a row is removed.
 */
export function TableSection<Row extends SectionRow>({
  texts,
  rows,
  error,
  optionsError,
  groupId,
  groups,
  phoneOf,
  onAdd,
  onRemove,
  actions,
  exportColumns,
  footer,
  children,
}: TableSectionProps<Row>) {
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(0);
  const visible = useVisibleRows(rows, groupId, search, phoneOf);
  const ready = rows !== undefined && groupId !== undefined;
  const empty = search ? texts.nothingFound : groupId === null ? texts.empty : texts.emptyGroup;
  const groupName = groups.find((group) => group.id === groupId)?.name ?? null;

  function handleCreate(name: string) {
    // A new row goes to the top of the selected group; a search could hide it.
    setSearch('');
    setAdding(false);
    setAdded((count) => count + 1);
    onAdd(name);
  }

  function handleConfirmRemove() {
    if (removing) onRemove(removing);
    setRemoving(null);
  }

  return (
    <TablePage
      title={texts.title}
      description={texts.description}
      toolbar={
        <TableToolbar
          search={search}
          onSearch={setSearch}
          summary={ready ? tableTexts.shown(visible.rows.length, visible.total, groupName) : undefined}
          addLabel={texts.add}
          onAdd={() => setAdding(true)}
          addDisabled={!ready}
          actions={
            <>
              {exportColumns && ready && (
                <ExportButtons
                  table={() => ({
                    name: exportName(texts.title, groups, groupId, search),
                    columns: exportColumns,
                    rows: visible.rows,
                  })}
                />
              )}
              {typeof actions === 'function' ? actions(visible.rows) : actions}
            </>
          }
        />
      }
      notice={optionsError && <ErrorMessage>{tableTexts.optionsFailed(optionsError)}</ErrorMessage>}
      form={
        adding && (
          <NewRowForm
            label={texts.newRow.label}
            defaultName={texts.newRow.defaultName}
            onCreate={handleCreate}
            onCancel={() => setAdding(false)}
          />
        )
      }
      footer={footer}
    >
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {!error && !ready && <Loader />}
      <AddedRowsContext value={added}>
        {!error && ready && children({ rows: visible.rows, empty, onRemove: setRemoving })}
      </AddedRowsContext>
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        message={removing ? texts.removeMessage(removing.name) : ''}
        confirmLabel={texts.remove}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </TablePage>
  );
}
