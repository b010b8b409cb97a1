import { ageOn, type Client, type Group } from '@/contract';
import { formatDate } from '@/lib/dates';
import { editableColumn } from '@/ui/editable-column';
import { groupColumn } from '@/ui/group-column';
import { removeColumn } from '@/ui/remove-column';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import type { ClientUpdate } from '../api/use-update-client';
import { clientTexts } from '../texts';

type ClientColumnHandlers = {
  onUpdate: (update: ClientUpdate) => void;
  onRemove: (client: Client) => void;
  /** The school's today (an edited birthdate's age is counted to it). */
  today: () => string;
};

const pending = (client: Client) => client.id < 0;

/** The clients table's columns: name, phone, email, birthdate (age follows), contact, group, removal. */
export function buildClientColumns(
  groups: readonly Group[],
  { onUpdate, onRemove, today }: ClientColumnHandlers,
): TableColumn<Client>[] {
  const label = (field: string) => (client: Client) => clientTexts.edit(field, client.name);
  const save = (client: Client, changes: ClientUpdate['changes'], preview: Partial<Client>) =>
    onUpdate({ id: client.id, changes, preview });

  return [
    editableColumn<Client>({
      id: 'name',
      header: clientTexts.name,
      kind: 'text',
      required: true,
      value: (client) => client.name,
      label: label(clientTexts.name),
      readOnly: pending,
      onSave: (client, name) => save(client, { name }, { name }),
    }),
    editableColumn<Client>({
      id: 'phone',
      header: clientTexts.phone,
      width: 150,
      kind: 'phone',
      value: (client) => client.phone,
      label: label(clientTexts.phone),
      readOnly: pending,
      onSave: (client, phone) => save(client, { phone }, { phone }),
    }),
    editableColumn<Client>({
      id: 'email',
      header: clientTexts.email,
      width: 180,
      kind: 'text',
      value: (client) => client.email ?? '',
      label: label(clientTexts.email),
      readOnly: pending,
      // The family signs in to the cabinet with it; '' clears it (stored as none). A taken one is refused (409).
      onSave: (client, email) => save(client, { email: email || null }, { email: email || null }),
    }),
    editableColumn<Client>({
      id: 'birthdate',
      header: clientTexts.birthdateShort,
      width: 104,
      kind: 'date',
      value: (client) => client.birthdate ?? '',
      label: label(clientTexts.birthdate),
      display: (client) => formatDate(client.birthdate),
      readOnly: pending,
      onSave: (client, date) =>
        save(
          client,
          { birthdate: date || null },
          { birthdate: date || null, age: ageOn(date || null, today()) },
        ),
    }),
    {
      id: 'age',
      header: clientTexts.age,
      width: 84,
      cell: (client) => <StaticCell>{client.age ?? '—'}</StaticCell>,
    },
    editableColumn<Client>({
      id: 'contact',
      header: clientTexts.contact,
      width: 200,
      kind: 'textarea',
      value: (client) => client.contact,
      label: label(clientTexts.contact),
      readOnly: pending,
      onSave: (client, contact) => save(client, { contact }, { contact }),
    }),
    groupColumn<Client>({
      header: clientTexts.group,
      noGroup: clientTexts.noGroup,
      groups,
      label: label(clientTexts.group),
      readOnly: pending,
      onSave: (client, next) =>
        save(
          client,
          { groups: next.map((group) => group.id) },
          { groups: next, group_id: next[0]?.id ?? null },
        ),
    }),
    removeColumn<Client>({
      label: (client) => clientTexts.removeLabel(client.name),
      disabled: pending,
      onRemove,
    }),
  ];
}
