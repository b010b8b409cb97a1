import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { directionTexts } from '../texts';
import styles from './directions-section.module.css';

type DirectionAddFormProps = { onAdd: (name: string) => void };

/** One field and a button: directions are added by name. */
export function DirectionAddForm({ onAdd }: DirectionAddFormProps) {
  const [name, setName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    setName('');
  }

  return (
    <form className={styles.addForm} onSubmit={handleSubmit}>
      <TextField
        label={directionTexts.newName}
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Plus size={14} aria-hidden />
        {directionTexts.add}
      </Button>
    </form>
  );
}
