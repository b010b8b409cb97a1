import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  formatMoney,
  parseRubles,
  type SubscriptionKind,
  type SubscriptionStart,
  type SubscriptionTemplate,
  subscriptionKinds,
  subscriptionStarts,
} from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { financeQueries } from '../api/finance-queries';
import { useTemplateArchive, useTemplateCreate } from '../api/use-template-writes';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { MakeupTermsDialog } from './makeup-terms-dialog';
import { emptyMakeupTerms, MakeupTermsFields, makeupTermsOf } from './makeup-terms-fields';

const wholeOr = (text: string, fallback: number) => (/^\d+$/.test(text.trim()) ? Number(text) : fallback);

/**
 * The school's subscription templates: what is sold. A sold subscription keeps its own copy, so a template may
 * be changed or archived at any time; it is deleted only if nothing was sold from it.
 */
export function TemplatesCard() {
  const templates = useQuery(financeQueries.templates());
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SubscriptionKind>('visits');
  const [visits, setVisits] = useState('8');
  const [price, setPrice] = useState('');
  const [validity, setValidity] = useState('30');
  const [startsOn, setStartsOn] = useState<SubscriptionStart>('sale');
  const [freezes, setFreezes] = useState('1');
  const [freezeDays, setFreezeDays] = useState('7');
  const [makeups, setMakeups] = useState(emptyMakeupTerms);
  const [editing, setEditing] = useState<SubscriptionTemplate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useTemplateCreate();
  const archive = useTemplateArchive();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kopecks = parseRubles(price);
    if (!name.trim() || kopecks === null) return setProblem(financeTexts.badAmount);
    const makeupTerms = makeupTermsOf(makeups);
    if (!makeupTerms) return setProblem(financeTexts.badMakeupTerms);
    setProblem(null);
    const sentName = name;
    create.mutate(
      {
        name: sentName.trim(),
        kind,
        visits: kind === 'visits' ? wholeOr(visits, 0) : null,
        price: kopecks,
        validity_days: wholeOr(validity, 0),
        starts_on: startsOn,
        freeze_count: wholeOr(freezes, 0),
        freeze_days: wholeOr(freezeDays, 0),
        ...makeupTerms,
      },
      // A name typed for the next template while this one was saved stays.
      { onSuccess: () => setName((current) => (current === sentName ? '' : current)) },
    );
  }

  return (
    <Card title={financeTexts.templatesTitle}>
      {templates.isPending && <Loader />}
      {templates.isError && <ErrorMessage>{toErrorMessage(templates.error, 'finances')}</ErrorMessage>}
      <ul className={styles.list} aria-label={financeTexts.templatesTitle}>
        {(templates.data ?? []).map((template) => (
          <li key={template.id} className={styles.item}>
            <span className={template.is_archived ? styles.muted : undefined}>
              {template.name}
              <span className={styles.muted}>
                {' · '}
                {template.kind === 'visits' ? `${template.visits} зан.` : financeTexts.kinds.unlimited}
                {` · ${template.validity_days} дн. · ${financeTexts.makeupTerms(template)}`}
                {` · ${financeTexts.soldCount(template.sold_count)}`}
                {template.is_archived && ` · ${financeTexts.archived}`}
              </span>
            </span>
            <span className={styles.formActions}>
              <span className={styles.amount}>{formatMoney(template.price)}</span>
              <Button
                size="sm"
                aria-label={financeTexts.makeupTermsTitle(template.name)}
                onClick={() => setEditing(template)}
              >
                {financeTexts.makeupTermsButton}
              </Button>
              <Button
                size="sm"
                onClick={() => archive.mutate({ id: template.id, archived: !template.is_archived })}
              >
                {template.is_archived ? financeTexts.restore : financeTexts.archive}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form className={styles.form} onSubmit={handleSubmit} aria-label={financeTexts.newTemplate} noValidate>
        <TextField
          label={financeTexts.templateName}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label={financeTexts.templateKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as SubscriptionKind)}
          options={subscriptionKinds.map((value) => ({ value, label: financeTexts.kinds[value] }))}
        />
        {kind === 'visits' && (
          <TextField
            label={financeTexts.visits}
            inputMode="numeric"
            value={visits}
            onChange={(e) => setVisits(e.target.value)}
          />
        )}
        <TextField
          label={financeTexts.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label={financeTexts.validity}
          inputMode="numeric"
          value={validity}
          onChange={(e) => setValidity(e.target.value)}
        />
        <SelectField
          label={financeTexts.startsOn}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value as SubscriptionStart)}
          options={subscriptionStarts.map((value) => ({ value, label: financeTexts.starts[value] }))}
        />
        <TextField
          label={financeTexts.freezes}
          inputMode="numeric"
          value={freezes}
          onChange={(e) => setFreezes(e.target.value)}
        />
        <TextField
          label={financeTexts.freezeDays}
          inputMode="numeric"
          value={freezeDays}
          onChange={(e) => setFreezeDays(e.target.value)}
        />
        <MakeupTermsFields value={makeups} onChange={setMakeups} />
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {financeTexts.newTemplate}
          </Button>
        </div>
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </form>
      {editing && <MakeupTermsDialog template={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
