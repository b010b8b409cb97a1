import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/ui/button';
import { EditableCell } from '@/ui/editable-cell';
import { ErrorMessage } from '@/ui/error-message';
import { inputClassName } from '@/ui/field';
import { Tag } from '@/ui/tag';
import { tagColorOf } from '@/ui/tag-color';
import { colorOptions, DEFAULT_STATUS_COLOR } from '../color-options';
import { dictionaryTexts } from '../texts';
import styles from './dictionary-list.module.css';

export type DictionaryItem = { id: number; name: string; color?: string };

type DictionaryListProps = {
  title: string;
  items: readonly DictionaryItem[];
  /** Statuses have a colour; sources do not. */
  withColor: boolean;
  error: string | null;
  nameLabel: (name: string) => string;
  colorLabel?: (name: string) => string;
  onRename: (id: number, name: string) => void;
  onRecolor?: (id: number, color: string) => void;
  onRemove: (id: number) => void;
  onAdd: (name: string, color: string) => void;
};

/** One dictionary: each value renamed (and recoloured) in place, removed, or added at the end. */
export function DictionaryList({
  title,
  items,
  withColor,
  error,
  nameLabel,
  colorLabel,
  onRename,
  onRecolor,
  onRemove,
  onAdd,
}: DictionaryListProps) {
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_STATUS_COLOR);
  const nameId = useId();
  const colorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return;
    onAdd(name.trim(), color);
    setName('');
  }

  return (
    <div className={styles.section}>
      <ul className={styles.list} aria-label={dictionaryTexts.listLabel(title)}>
        {items.length === 0 && <li className={styles.empty}>{dictionaryTexts.empty}</li>}
        {items.map((item) => (
          <li key={item.id} className={styles.item} aria-busy={item.id < 0 || undefined}>
            <div className={styles.name}>
              <EditableCell
                kind="text"
                value={item.name}
                label={nameLabel(item.name)}
                required
                onSave={(next) => onRename(item.id, next)}
              />
            </div>
            {withColor && item.color !== undefined && (
              <div className={styles.color}>
                <EditableCell
                  kind="select"
                  value={item.color}
                  label={colorLabel?.(item.name) ?? dictionaryTexts.color}
                  options={colorOptions(item.color)}
                  onSave={(next) => onRecolor?.(item.id, next)}
                >
                  <Tag color={tagColorOf(item.color)}>{item.name}</Tag>
                </EditableCell>
              </div>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={dictionaryTexts.remove(item.name)}
              title={dictionaryTexts.remove(item.name)}
              disabled={item.id < 0}
              onClick={() => onRemove(item.id)}
            >
              <Trash2 size={14} aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <form className={styles.add} onSubmit={handleSubmit}>
        <label htmlFor={nameId} className="visually-hidden">
          {dictionaryTexts.newName}
        </label>
        <input
          id={nameId}
          className={inputClassName}
          placeholder={dictionaryTexts.newName}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        {withColor && (
          <>
            <label htmlFor={colorId} className="visually-hidden">
              {dictionaryTexts.color}
            </label>
            <select
              id={colorId}
              className={`${inputClassName} ${styles.colorSelect}`}
              value={color}
              onChange={(event) => setColor(event.target.value)}
            >
              {colorOptions('').map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
        <Button type="submit" variant="primary" disabled={name.trim() === ''}>
          {dictionaryTexts.add}
        </Button>
      </form>
      <p className={styles.hint}>{dictionaryTexts.hint}</p>
    </div>
  );
}
