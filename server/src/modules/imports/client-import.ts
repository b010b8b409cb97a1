import { CLIENT_PLACEHOLDER_NAME, type Client, clientUpdateSchema } from '../../../../src/contract/index.ts';
import * as clients from '../clients/service.ts';
import * as groups from '../groups/service.ts';
import {
  byKeys,
  changesAny,
  filledFields,
  NamedIds,
  patchOf,
  personKey,
  readDate,
  readGroups,
  readWithSchema,
} from './cells.ts';
import type { Importer } from './run-import.ts';

/** A client read from a file; a field left undefined was empty and stays as it is on an update. */
type ClientRow = { name: string; phone: string; birthdate?: string; contact?: string; groups?: number[] };

type Context = { groups: NamedIds; byKey: Map<string, Client> };

/** What an import may change in a client it matched (the name and phone matched). */
const editable = ['birthdate', 'contact'] as const;

export const clientImporter: Importer<ClientRow, Client, Context> = {
  async load(db, { schoolId, time }) {
    const [clientGroups, existing] = await Promise.all([
      groups.listGroups(db, schoolId, 'client'),
      clients.listClients(db, schoolId, time),
    ]);
    const byKey = byKeys(existing, (client) => [personKey(client.name, client.phone)]);
    return { groups: new NamedIds(clientGroups), byKey };
  },

  read(cells, context, problems) {
    const birthdate = readDate(cells.birthdate ?? '', 'birthdate', problems);
    const groupIds = readGroups(cells.groups ?? '', context.groups, problems);
    const fields = readWithSchema(
      clientUpdateSchema,
      {
        name: cells.name ?? '',
        phone: cells.phone ?? '',
        birthdate: birthdate ?? null,
        contact: cells.contact ?? '',
      },
      problems,
    );
    if (!fields) return undefined;
    return {
      name: fields.name ?? '',
      phone: fields.phone ?? '',
      ...filledFields({ birthdate: fields.birthdate, contact: fields.contact, groups: groupIds }),
    };
  },

  keys: (row) => [personKey(row.name, row.phone)],
  find: (row, context) => context.byKey.get(personKey(row.name, row.phone)),

  changes: (row, client) => changesAny(row, client, editable),

  async create(db, row, _context, author) {
    const id = await clients.insertClient(db, author.schoolId, {
      name: row.name || CLIENT_PLACEHOLDER_NAME,
      phone: row.phone,
      birthdate: row.birthdate ?? null,
      contact: row.contact ?? '',
      email: null,
      created_at: author.time.now.toISOString(),
    });
    if (row.groups?.length) await groups.replaceMemberships(db, 'client', id, row.groups);
    return id;
  },

  async update(db, row, client) {
    await clients.patchClient(db, client.id, patchOf(row, editable));
    if (row.groups) await groups.replaceMemberships(db, 'client', client.id, row.groups);
  },
};
