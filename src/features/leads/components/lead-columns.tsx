import { UserCheck } from 'lucide-react';
import type { Lead } from '@/contract';
import { formatDate } from '@/lib/dates';
import type { CellOption } from '@/ui/cell-value';
import { editableColumn } from '@/ui/editable-column';
import { GridButton } from '@/ui/grid-button';
import { groupColumn } from '@/ui/group-column';
import { optionList } from '@/ui/option-list';
import { removeColumn } from '@/ui/remove-column';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import { Tag } from '@/ui/tag';
import { tagColorOf } from '@/ui/tag-color';
import type { LeadUpdate } from '../api/use-update-lead';
import { marksText } from '../lead-marks';
import type { LeadOptions } from '../lead-options';
import { leadTexts } from '../texts';
import styles from './leads-table.module.css';

type LeadColumnHandlers = {
  onUpdate: (update: LeadUpdate) => void;
  onConvert: (lead: Lead) => void;
  onRemove: (lead: Lead) => void;
};

/** A select of a row that has no value yet starts at «not set», so it never pretends one is chosen. */
const withEmpty = (options: CellOption[], value: string): CellOption[] =>
  value === '' ? [{ value: '', label: leadTexts.noValue }, ...options] : options;

const idText = (id: number | null) => (id === null ? '' : String(id));
const pending = (lead: Lead) => lead.id < 0;

/** The leads table's columns: every field edited in place, then the conversion and the removal. */
export function buildLeadColumns(options: LeadOptions, handlers: LeadColumnHandlers): TableColumn<Lead>[] {
  const { onUpdate, onConvert, onRemove } = handlers;
  const statuses = new Map(options.statuses.map((status) => [status.id, status]));
  const sources = new Map(options.sources.map((source) => [source.id, source]));
  const statusOptions = optionList(options.statuses);
  const sourceOptions = optionList(options.sources);
  const label = (field: string) => (lead: Lead) => leadTexts.edit(field, lead.name);
  const save = (lead: Lead, changes: LeadUpdate['changes'], preview: Partial<Lead>) =>
    onUpdate({ id: lead.id, changes, preview });

  return [
    editableColumn<Lead>({
      id: 'name',
      header: leadTexts.name,
      kind: 'text',
      required: true,
      value: (lead) => lead.name,
      label: label(leadTexts.name),
      readOnly: pending,
      onSave: (lead, name) => save(lead, { name }, { name }),
    }),
    editableColumn<Lead>({
      id: 'phone',
      header: leadTexts.phone,
      width: 150,
      kind: 'phone',
      value: (lead) => lead.phone,
      label: label(leadTexts.phone),
      readOnly: pending,
      onSave: (lead, phone) => save(lead, { phone }, { phone }),
    }),
    editableColumn<Lead>({
      id: 'trial_date',
      header: leadTexts.trialDate,
      width: 100,
      kind: 'date',
      value: (lead) => lead.trial_date ?? '',
      label: label(leadTexts.trialDateFull),
      display: (lead) => formatDate(lead.trial_date),
      readOnly: pending,
      onSave: (lead, date) => save(lead, { trial_date: date || null }, { trial_date: date || null }),
    }),
    editableColumn<Lead>({
      id: 'source',
      header: leadTexts.source,
      width: 116,
      kind: 'select',
      required: true,
      value: (lead) => idText(lead.source_id),
      label: label(leadTexts.source),
      options: (lead) => withEmpty(sourceOptions, idText(lead.source_id)),
      display: (lead) =>
        (lead.source_id !== null && sources.get(lead.source_id)?.name) || lead.source_name || '—',
      readOnly: pending,
      onSave: (lead, id) =>
        save(
          lead,
          { source_id: Number(id) },
          { source_id: Number(id), source_name: sources.get(Number(id))?.name ?? null },
        ),
    }),
    editableColumn<Lead>({
      id: 'status',
      header: leadTexts.status,
      kind: 'select',
      required: true,
      value: (lead) => idText(lead.status_id),
      label: label(leadTexts.status),
      options: (lead) => withEmpty(statusOptions, idText(lead.status_id)),
      display: (lead) => {
        const status = lead.status_id === null ? undefined : statuses.get(lead.status_id);
        const name = status?.name ?? lead.status_name;
        return name ? <Tag color={tagColorOf(status?.color)}>{name}</Tag> : '—';
      },
      readOnly: pending,
      onSave: (lead, id) =>
        save(
          lead,
          { status_id: Number(id) },
          { status_id: Number(id), status_name: statuses.get(Number(id))?.name ?? null },
        ),
    }),
    groupColumn<Lead>({
      header: leadTexts.group,
      noGroup: leadTexts.noGroup,
      groups: options.groups,
      label: label(leadTexts.group),
      readOnly: pending,
      onSave: (lead, groups) =>
        save(lead, { groups: groups.map((group) => group.id) }, { groups, group_id: groups[0]?.id ?? null }),
    }),
    {
      id: 'marks',
      header: leadTexts.marks,
      width: 120,
      cell: (lead) => (
        <StaticCell>
          <span title={leadTexts.marksTitle}>{marksText(lead) || '—'}</span>
        </StaticCell>
      ),
    },
    {
      id: 'conversion',
      header: leadTexts.conversion,
      width: 108,
      cell: (lead) => {
        if (!lead.converted_to_client_at) {
          return (
            <GridButton
              className={styles.convert}
              aria-label={leadTexts.convertLabel(lead.name)}
              disabled={pending(lead)}
              onClick={() => onConvert(lead)}
            >
              <UserCheck size={14} aria-hidden />
              {leadTexts.convert}
            </GridButton>
          );
        }
        const date = formatDate(lead.converted_to_client_at);
        return (
          <StaticCell>
            <span title={leadTexts.convertedTitle(date)}>
              <Tag color="green">{leadTexts.convertedTag(date)}</Tag>
            </span>
          </StaticCell>
        );
      },
    },
    removeColumn<Lead>({ label: (lead) => leadTexts.removeLabel(lead.name), disabled: pending, onRemove }),
  ];
}
