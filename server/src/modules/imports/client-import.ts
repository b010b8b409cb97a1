import { CLIENT_PLACEHOLDER_NAME, type Client, clientUpdateSchema } from '../../../../src/contract/index.ts';
import { readClients } from '../clients/client-view.ts';
import * as clients from '../clients/repository.ts';
import * as groups from '../groups/repository.ts';
import { localDate } from '../shared/local-date.ts';
import { replaceMemberships } from '../shared/memberships.ts';
import { NamedIds, personKey, readDate, readGroups, sameIds } from './cells.ts';
import type { Importer } from './run-import.ts';

/** A client read from a file; a field left undefined was empty and stays as it is on an update. */
type ClientRow = { name: string; phone: string; birthdate?: string; contact?: string; groups?: number[] };

type Context = { groups: NamedIds; byKey: Map<string, Client> };

export const clientImporter: Importer<ClientRow, Client, Context> = {
  async load(db, { schoolId, now }) {
    const [clientGroups, existing] = await Promise.all([
      groups.listGroups(db, schoolId, 'client'),
      readClients(db, { schoolId }, localDate(now)),
    ]);
    const byKey = new Map<string, Client>();
    for (const client of [...existing].sort((a, b) => a.id - b.id)) {
      const key = personKey(client.name, client.phone);
      if (!byKey.has(key)) byKey.set(key, client);
    }
    return { groups: new NamedIds(clientGroups), byKey };
  },

  read(cells, context, problems) {
    const birthdate = readDate(cells.birthdate ?? '', 'birthdate', problems);
    const groupIds = readGroups(cells.groups ?? '', context.groups, problems);
    const parsed = clientUpdateSchema.safeParse({
      name: cells.name ?? '',
      phone: cells.phone ?? '',
      ...(birthdate && { birthdate }),
      ...(cells.contact && { contact: cells.contact }),
    });
    if (!parsed.success) problems.addIssues(parsed.error);
    if (problems.list.length > 0 || !parsed.success) return undefined;
    return {
      name: parsed.data.name ?? '',
      phone: parsed.data.phone ?? '',
      ...(parsed.data.birthdate && { birthdate: parsed.data.birthdate }),
      ...(parsed.data.contact && { contact: parsed.data.contact }),
      ...(groupIds && { groups: groupIds }),
    };
  },

  keys: (row) => [personKey(row.name, row.phone)],
  find: (row, context) => context.byKey.get(personKey(row.name, row.phone)),

  changes(row, client) {
    return (
      (row.birthdate !== undefined && row.birthdate !== client.birthdate) ||
      (row.contact !== undefined && row.contact !== client.contact) ||
      (row.groups !== undefined &&
        !sameIds(
          row.groups,
          client.groups.map((group) => group.id),
        ))
    );
  },

  async create(db, row, _context, author) {
    const id = await clients.insertClient(db, author.schoolId, {
      name: row.name || CLIENT_PLACEHOLDER_NAME,
      phone: row.phone,
      birthdate: row.birthdate ?? null,
      contact: row.contact ?? '',
      created_at: author.now.toISOString(),
    });
    if (row.groups?.length) await replaceMemberships(db, 'client', id, row.groups);
    return id;
  },

  async update(db, row, client) {
    await clients.updateClient(db, client.id, {
      ...(row.birthdate !== undefined && { birthdate: row.birthdate }),
      ...(row.contact !== undefined && { contact: row.contact }),
    });
    if (row.groups) await replaceMemberships(db, 'client', client.id, row.groups);
  },
};
