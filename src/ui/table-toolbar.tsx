import { Plus, Search } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { tableTexts } from './table-texts';
import styles from './table-toolbar.module.css';
import { useKeyShortcut } from './use-key-shortcut';

type TableToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  /** «Всего: N» or «Найдено: n из N». */
  summary?: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** More buttons before «Добавить» (dictionaries). */
  actions?: ReactNode;
};

const ADD_SHORTCUT = 'Alt+N';

/** Search over the table (`/` focuses it) and the add button (Alt+N), as front-desk staff work. */
export function TableToolbar({
  search,
  onSearch,
  summary,
  addLabel,
  onAdd,
  addDisabled = false,
  actions,
}: TableToolbarProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  useKeyShortcut({ key: '/', code: 'Slash', onPress: () => searchRef.current?.focus() });
  useKeyShortcut({ key: 'n', code: 'KeyN', alt: true, onPress: () => !addDisabled && onAdd() });

  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {tableTexts.search}
        </label>
        <Search size={14} aria-hidden className={styles.searchIcon} />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={tableTexts.searchPlaceholder}
          aria-keyshortcuts="/"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search) {
              event.preventDefault();
              onSearch('');
            }
          }}
        />
      </div>
      {summary && (
        <p className={styles.summary} aria-live="polite">
          {summary}
        </p>
      )}
      <div className={styles.actions}>
        {actions}
        <Button
          size="sm"
          variant="primary"
          onClick={onAdd}
          disabled={addDisabled}
          title={`${addLabel} (${ADD_SHORTCUT})`}
          aria-keyshortcuts={ADD_SHORTCUT}
        >
          <Plus size={14} aria-hidden />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
