import { LEAD_PLACEHOLDER_NAME, type Lead, leadUpdateSchema } from '../../../../src/contract/index.ts';
import * as groups from '../groups/service.ts';
import * as leads from '../leads/service.ts';
import { defaultSourceId, listSources } from '../sources/service.ts';
import { defaultStatusId, listStatuses } from '../statuses/service.ts';
import {
  byKeys,
  changesAny,
  filledFields,
  NamedIds,
  patchOf,
  personKey,
  readDate,
  readGroups,
  readNamed,
  readWithSchema,
} from './cells.ts';
import type { Importer } from './run-import.ts';

/** A lead read from a file; a field left undefined was empty and stays as it is on an update. */
type LeadRow = {
  name: string;
  phone: string;
  trial_date?: string;
  qualification?: string;
  source_id?: number;
  status_id?: number;
  groups?: number[];
  /** The day the lead came, for a school moving its history (the funnel counts leads by it). */
  created_at?: string;
};

type Context = {
  sources: NamedIds;
  statuses: NamedIds;
  groups: NamedIds;
  byKey: Map<string, Lead>;
  defaultSource: number | null;
  defaultStatus: number | null;
  today: string;
};

/** What an import may change in a lead it matched (the name and phone matched; the arrival day stays). */
const editable = ['trial_date', 'qualification', 'source_id', 'status_id'] as const;

/** The day a lead came from another CRM, as an instant at midday in Moscow: the same calendar day everywhere. */
const arrivalInstant = (date: string) => `${date}T09:00:00.000Z`;

export const leadImporter: Importer<LeadRow, Lead, Context> = {
  async load(db, { schoolId, time }) {
    const [sources, statuses, leadGroups, existing] = await Promise.all([
      listSources(db, schoolId),
      listStatuses(db, schoolId, 'lead'),
      groups.listGroups(db, schoolId, 'lead'),
      leads.listLeads(db, schoolId),
    ]);
    const byKey = byKeys(existing, (lead) => [personKey(lead.name, lead.phone)]);
    return {
      sources: new NamedIds(sources),
      statuses: new NamedIds(statuses),
      groups: new NamedIds(leadGroups),
      byKey,
      defaultSource: await defaultSourceId(db, schoolId),
      defaultStatus: await defaultStatusId(db, schoolId, 'lead'),
      today: time.today,
    };
  },

  read(cells, context, problems) {
    const trialDate = readDate(cells.trial_date ?? '', 'trial_date', problems);
    const createdAt = readDate(cells.created_at ?? '', 'created_at', problems);
    if (createdAt && createdAt > context.today) problems.add('Дата обращения не может быть в будущем');
    const source = readNamed(
      cells.source ?? '',
      context.sources,
      (name) => `Источник: нет источника «${name}» — добавьте его в справочник или очистите ячейку`,
      problems,
    );
    const status = readNamed(
      cells.status ?? '',
      context.statuses,
      (name) => `Статус: нет статуса лидов «${name}»`,
      problems,
    );
    const groupIds = readGroups(cells.groups ?? '', context.groups, problems);
    const fields = readWithSchema(
      leadUpdateSchema,
      { name: cells.name ?? '', phone: cells.phone ?? '', qualification: cells.qualification ?? '' },
      problems,
    );
    if (!fields) return undefined;
    return {
      name: fields.name ?? '',
      phone: fields.phone ?? '',
      ...filledFields({
        trial_date: trialDate,
        qualification: fields.qualification,
        source_id: source,
        status_id: status,
        groups: groupIds,
        created_at: createdAt,
      }),
    };
  },

  keys: (row) => [personKey(row.name, row.phone)],
  find: (row, context) => context.byKey.get(personKey(row.name, row.phone)),

  changes: (row, lead) => changesAny(row, lead, editable),

  async create(db, row, context, author) {
    const id = await leads.insertLead(db, author.schoolId, {
      name: row.name || LEAD_PLACEHOLDER_NAME,
      phone: row.phone,
      trial_date: row.trial_date ?? null,
      email: null,
      qualification: row.qualification ?? '',
      source_id: row.source_id ?? context.defaultSource,
      status_id: row.status_id ?? context.defaultStatus,
      created_by: author.userId,
      created_at: row.created_at ? arrivalInstant(row.created_at) : author.time.now.toISOString(),
    });
    if (row.groups?.length) await groups.replaceMemberships(db, 'lead', id, row.groups);
    return id;
  },

  async update(db, row, lead) {
    await leads.patchLead(db, lead.id, patchOf(row, editable));
    if (row.groups) await groups.replaceMemberships(db, 'lead', lead.id, row.groups);
  },
};
