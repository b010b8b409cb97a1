import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { GroupEntityType } from '@/contract';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { tabAfterKey } from '@/ui/tab-keys';
import { groupQueries } from '../api/group-queries';
import { useCreateGroup } from '../api/use-create-group';
import { useDeleteGroup } from '../api/use-delete-group';
import { useSelectedGroup } from '../api/use-selected-group';
import { useUpdateGroup } from '../api/use-update-group';
import { useSelectedGroupStore } from '../selected-group-store';
import { groupTexts } from '../texts';
import { GroupDialog } from './group-dialog';
import styles from './group-tabs.module.css';

type GroupTabsProps = {
  schoolId: number;
  entityType: GroupEntityType;
};

type Editing = 'create' | 'edit' | 'delete' | null;

/** Whether tabs are hidden past the bar's start or end: the edges fade there, so more tabs are seen to exist. */
function useTabsOverflow(ref: React.RefObject<HTMLDivElement | null>, count: number) {
  const [state, setState] = useState({ before: false, after: false });
  const measure = () => {
    const bar = ref.current;
    if (!bar) return;
    const before = bar.scrollLeft > 1;
    const after = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
    setState((old) => (old.before === before && old.after === after ? old : { before, after }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the tabs change
  useEffect(() => {
    measure();
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [count]);
  return { ...state, measure };
}

/**
 * The group footer of a people table. «Все» is always the first tab and shows every row, in a group or not;
 * the table's groups follow by id. On opening, the first group is selected (spec, section 4) — or «Все» when the
 * school has no groups yet, so a new school never looks at an empty page. A row added on a group's tab joins
 * that group; one added on «Все» joins none. The selected group can be renamed or deleted, and a new group
 * becomes the selected one. A student group also has a capacity (docs/reports.md, group load), set in the same
 * dialog as its name.
 */
export function GroupTabs({ schoolId, entityType }: GroupTabsProps) {
  const groups = useQuery(groupQueries.list(schoolId, entityType));
  const selectedId = useSelectedGroup(schoolId, entityType);
  const selectGroup = useSelectedGroupStore((state) => state.selectGroup);
  const createGroup = useCreateGroup(schoolId, entityType);
  const updateGroup = useUpdateGroup(schoolId, entityType);
  const deleteGroup = useDeleteGroup(schoolId, entityType);
  const [editing, setEditing] = useState<Editing>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  const overflow = useTabsOverflow(tablistRef, groups.data?.length ?? 0);

  // A tab chosen by the keyboard or just created may sit past the bar's edge: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection or the tabs change
  useEffect(() => {
    const tabs = tablistRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    const tab = [...(tabs ?? [])].find((element) => element.getAttribute('aria-selected') === 'true');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedId, groups.data]);

  const tabs = [{ id: null, name: groupTexts.all, color: '' }, ...(groups.data ?? [])];
  const selected = groups.data?.find((group) => group.id === selectedId);
  const withCapacity = entityType === 'student';
  const editLabel = (name: string) => (withCapacity ? groupTexts.edit(name) : groupTexts.rename(name));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(
      event.key,
      tabs.findIndex((tab) => tab.id === selectedId),
      tabs.length,
    );
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    selectGroup(entityType, tab.id);
    tablistRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  function handleConfirmDelete() {
    if (selected) deleteGroup.mutate(selected.id);
    setEditing(null);
  }

  return (
    <div className={styles.bar}>
      <div
        ref={tablistRef}
        className={styles.tabs}
        data-more-before={overflow.before || undefined}
        data-more-after={overflow.after || undefined}
        onScroll={overflow.measure}
        role="tablist"
        aria-label={groupTexts.tabsLabel}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedId;
          // While the groups load nothing is selected yet; «Все» keeps the tab stop.
          const isTabStop = tab.id === (selectedId ?? null);
          return (
            <button
              key={tab.id ?? 'all'}
              type="button"
              role="tab"
              aria-selected={isSelected}
              tabIndex={isTabStop ? 0 : -1}
              className={styles.tab}
              onClick={() => selectGroup(entityType, tab.id)}
            >
              {tab.color && (
                // The colour is data (the group's own), so it reaches the stylesheet as a variable.
                <span
                  className={styles.dot}
                  style={{ '--group-color': tab.color } as CSSProperties}
                  aria-hidden
                />
              )}
              {tab.name}
            </button>
          );
        })}
      </div>
      {groups.isError && (
        <span className={styles.error} role="alert">
          {groupTexts.loadFailed}
        </span>
      )}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing('create')}
          aria-label={groupTexts.add}
          title={groupTexts.add}
        >
          <Plus size={14} aria-hidden />
        </Button>
        {selected && (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing('edit')}
              aria-label={editLabel(selected.name)}
              title={editLabel(selected.name)}
            >
              <Pencil size={14} aria-hidden />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing('delete')}
              aria-label={groupTexts.remove(selected.name)}
              title={groupTexts.remove(selected.name)}
            >
              <Trash2 size={14} aria-hidden />
            </Button>
          </>
        )}
      </div>
      <GroupDialog
        open={editing === 'create'}
        title={groupTexts.addTitle}
        initial={{ name: '', capacity: null, openForTrials: false }}
        withCapacity={withCapacity}
        nameOptional
        submitLabel={groupTexts.create}
        onSubmit={({ name, capacity, openForTrials }) => {
          createGroup.create(name, capacity, openForTrials);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <GroupDialog
        open={editing === 'edit'}
        title={withCapacity ? groupTexts.editTitle : groupTexts.renameTitle}
        initial={{
          name: selected?.name ?? '',
          capacity: selected?.capacity ?? null,
          openForTrials: selected?.open_for_trials ?? false,
        }}
        withCapacity={withCapacity}
        submitLabel={groupTexts.save}
        onSubmit={({ name, capacity, openForTrials }) => {
          if (selected) {
            const change = {
              ...(name !== selected.name && { name }),
              ...(withCapacity && capacity !== selected.capacity && { capacity }),
              ...(withCapacity &&
                openForTrials !== selected.open_for_trials && { open_for_trials: openForTrials }),
            };
            if (Object.keys(change).length > 0) updateGroup.mutate({ id: selected.id, ...change });
          }
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={editing === 'delete'}
        title={groupTexts.removeTitle}
        message={selected ? groupTexts.removeMessage(selected.name) : ''}
        confirmLabel={groupTexts.removeConfirm}
        onConfirm={handleConfirmDelete}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
