import type { Client } from '@/contract';
import type { ExportColumn } from '@/ui/export/export-columns';
import { clientTexts } from './texts';

/** The columns of /clients as a file, with the students each one is linked to. */
export const clientExportColumns: readonly ExportColumn<Client>[] = [
  { header: clientTexts.name, kind: 'text', value: (client) => client.name },
  { header: clientTexts.phone, kind: 'text', value: (client) => client.phone },
  { header: clientTexts.email, kind: 'text', value: (client) => client.email ?? '' },
  { header: clientTexts.birthdate, kind: 'date', value: (client) => client.birthdate },
  { header: clientTexts.age, kind: 'number', value: (client) => client.age },
  { header: clientTexts.contact, kind: 'text', value: (client) => client.contact },
  { header: clientTexts.group, kind: 'text', value: (client) => client.groups.map((g) => g.name).join(', ') },
  {
    header: 'Ученики',
    kind: 'text',
    value: (client) => client.students.map((student) => student.name).join(', '),
  },
];
