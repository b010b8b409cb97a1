import { useState } from 'react';
import { type HistoryEntity, historyEntities, historyEntityLabels } from '@/contract';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DateField } from '@/ui/date-field';
import { SelectField } from '@/ui/select-field';
import { historyTexts } from '../texts';
import styles from './history.module.css';
import { HistoryList } from './history-list';

type Person = { id: number; name: string };

const entityOptions = [
  { value: '', label: historyTexts.everything },
  ...historyEntities.map((entity) => ({ value: entity, label: historyEntityLabels[entity] })),
];

const noFilter = { person: '', entity: '', from: '', to: '' };

/** The owner's «История»: every change in the school, by person, section and days. */
export function HistoryPage({ people }: { people: readonly Person[] }) {
  const [values, setValues] = useState(noFilter);
  const change = (next: Partial<typeof values>) => setValues((current) => ({ ...current, ...next }));
  const personOptions = [
    { value: '', label: historyTexts.everyone },
    { value: 'system', label: historyTexts.system },
    ...people.map((person) => ({ value: String(person.id), label: person.name })),
  ];
  // A typed end before the start is not asked for: the list stays as it was until the dates make sense.
  const datesInOrder = !values.from || !values.to || values.from <= values.to;
  const [asked, setAsked] = useState(values);
  if (datesInOrder && asked !== values) setAsked(values);
  const filter = {
    ...(asked.person && { user_id: asked.person === 'system' ? ('system' as const) : Number(asked.person) }),
    ...(asked.entity && { entity: asked.entity as HistoryEntity }),
    ...(asked.from && { date_from: asked.from }),
    ...(asked.to && { date_to: asked.to }),
  };

  return (
    <Card
      title={historyTexts.listLabel}
      actions={<Button onClick={() => setValues(noFilter)}>{historyTexts.reset}</Button>}
    >
      <div className={styles.filters}>
        <SelectField
          label={historyTexts.person}
          value={values.person}
          options={personOptions}
          onChange={(event) => change({ person: event.target.value })}
        />
        <SelectField
          label={historyTexts.entity}
          value={values.entity}
          options={entityOptions}
          onChange={(event) => change({ entity: event.target.value })}
        />
        <DateField label={historyTexts.from} value={values.from} onChange={(from) => change({ from })} />
        <DateField label={historyTexts.to} value={values.to} onChange={(to) => change({ to })} />
      </div>
      <HistoryList filter={filter} emptyText={historyTexts.empty} />
    </Card>
  );
}
