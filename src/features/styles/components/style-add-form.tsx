import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { styleTexts } from '../texts';
import styles from './styles-section.module.css';

type StyleAddFormProps = { onAdd: (name: string) => void };

/** One field and a button: directions are added by name. */
export function StyleAddForm({ onAdd }: StyleAddFormProps) {
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
        label={styleTexts.newName}
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Plus size={14} aria-hidden />
        {styleTexts.add}
      </Button>
    </form>
  );
}
