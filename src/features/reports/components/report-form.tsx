import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ReportKind, type ReportRequest, reportKinds, reportSteps } from '@/contract';
import { Button } from '@/ui/button';
import { PeriodPicker } from '@/ui/period-picker';
import { SelectField } from '@/ui/select-field';
import { reportQueries } from '../api/report-queries';
import { reportTexts } from '../texts';
import styles from './reports.module.css';

export type ReportChoice = { kind: ReportKind; request: ReportRequest };

type ReportFormProps = { initial: ReportChoice; onGenerate: (choice: ReportChoice) => void };

const ANY = '';
const toId = (value: string) => (value === ANY ? null : Number(value));

/** The spec's report selector with its generate button, a period and the filters that apply to the kind. */
export function ReportForm({ initial, onGenerate }: ReportFormProps) {
  const [kind, setKind] = useState<ReportKind>(initial.kind);
  const [request, setRequest] = useState<ReportRequest>(initial.request);
  const options = useQuery(reportQueries.options()).data;
  const choices = (items: { id: number; name: string }[] | undefined) => [
    { value: ANY, label: reportTexts.any },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  const filter = (field: 'group_id' | 'direction_id' | 'teacher_id') => ({
    value: request[field] ? String(request[field]) : ANY,
    onChange: (event: { target: { value: string } }) =>
      setRequest((current) => ({ ...current, [field]: toId(event.target.value) })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate({ kind, request });
  }

  return (
    <form className={styles.form} aria-label={reportTexts.formTitle} onSubmit={submit}>
      <div className={styles.filters}>
        <SelectField
          label={reportTexts.kind}
          value={kind}
          onChange={(event) => setKind(event.target.value as ReportKind)}
          options={reportKinds.map((value) => ({ value, label: reportTexts.kinds[value] }))}
        />
        {kind === 'leads' ? null : kind === 'payments' ? (
          <SelectField
            label={reportTexts.step}
            value={request.step ?? ANY}
            onChange={(event) =>
              setRequest((current) => {
                const { step: _, ...rest } = current;
                const step = event.target.value as (typeof reportSteps)[number];
                return event.target.value === ANY ? rest : { ...rest, step };
              })
            }
            options={[
              { value: ANY, label: reportTexts.stepAuto },
              ...reportSteps.map((value) => ({ value, label: reportTexts.steps[value] })),
            ]}
          />
        ) : (
          <>
            <SelectField
              label={reportTexts.group}
              {...filter('group_id')}
              options={choices(options?.groups)}
            />
            <SelectField
              label={reportTexts.direction}
              {...filter('direction_id')}
              options={choices(options?.directions)}
            />
            <SelectField
              label={reportTexts.teacher}
              {...filter('teacher_id')}
              options={choices(options?.teachers)}
            />
          </>
        )}
      </div>
      <PeriodPicker
        period={{ date_from: request.date_from, date_to: request.date_to }}
        onChange={(period) => setRequest((current) => ({ ...current, ...period }))}
        presets={['thisWeek', 'thisMonth', 'thisQuarter', 'thisYear']}
      />
      {kind === 'payments' && <p className={styles.hint}>{reportTexts.filtersForPayments}</p>}
      {kind === 'leads' && <p className={styles.hint}>{reportTexts.filtersForLeads}</p>}
      {kind === 'retention' && <p className={styles.hint}>{reportTexts.filtersForRetention}</p>}
      <div>
        <Button type="submit" variant="primary">
          {reportTexts.generate}
        </Button>
      </div>
    </form>
  );
}
