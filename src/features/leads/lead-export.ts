import type { Lead } from '@/contract';
import type { ExportColumn } from '@/ui/export/export-columns';
import { marksText } from './lead-marks';
import { leadTexts } from './texts';

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** The columns of /leads as a file: the table's, in its order, plus what the expanded row shows. */
export const leadExportColumns: readonly ExportColumn<Lead>[] = [
  { header: leadTexts.name, kind: 'text', value: (lead) => lead.name },
  { header: leadTexts.phone, kind: 'text', value: (lead) => lead.phone },
  { header: leadTexts.trialDate, kind: 'date', value: (lead) => lead.trial_date },
  { header: leadTexts.source, kind: 'text', value: (lead) => lead.source_name ?? '' },
  { header: leadTexts.status, kind: 'text', value: (lead) => lead.status_name ?? '' },
  { header: leadTexts.group, kind: 'text', value: (lead) => names(lead.groups) },
  { header: leadTexts.marks, kind: 'text', value: marksText },
  { header: leadTexts.conversion, kind: 'date', value: (lead) => lead.converted_to_client_at },
  { header: leadTexts.qualification, kind: 'text', value: (lead) => lead.qualification },
  { header: leadTexts.createdAt, kind: 'date', value: (lead) => lead.created_at },
  { header: leadTexts.createdBy, kind: 'text', value: (lead) => lead.created_by ?? '' },
];
