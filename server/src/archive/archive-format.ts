import { z } from 'zod';
import { fromBase64 } from '../auth/bytes.ts';
import { invalid } from '../modules/shared/domain-errors.ts';
import { ARCHIVE_FORMAT, FORMAT_VERSION } from './archive-policy.ts';
import { readZipText } from './zip-file.ts';

// The JSON of a school's archive (docs/archive.md, «Формат»): what it says about itself, and every exported table's
// rows in an order where parents come first. Rows are validated against the live schema when loaded (load-school.ts).

/** The file of the archive that holds everything; the CSVs beside it are for people. */
export const SCHOOL_JSON = 'school.json';
export const FAMILY_JSON = 'family.json';

export type ArchiveValue = string | number | boolean | null;
export type ArchiveRow = Record<string, ArchiveValue>;

export type SchoolArchive = {
  format: typeof ARCHIVE_FORMAT;
  format_version: number;
  exported_at: string;
  /** The last migration of the database it came from: a newer one than this installation knows is refused. */
  schema: string;
  source: { dialect: 'sqlite' | 'postgres'; school_id: number; school_name: string };
  /** What the archive leaves out, and why (archive-policy.ts). */
  excluded: Record<string, string>;
  tables: Record<string, ArchiveRow[]>;
};

/** The refusals, in the words the person importing reads. */
export const archiveErrors = {
  notZip: 'Это не архив Ритма: файл не открывается как ZIP',
  noJson: `В архиве нет файла ${SCHOOL_JSON} — это не архив школы Ритма`,
  tooBig: `Файл ${SCHOOL_JSON} в архиве слишком большой для загрузки`,
  badJson: `Файл ${SCHOOL_JSON} в архиве повреждён: это не JSON`,
  notArchive: `${SCHOOL_JSON} — не архив школы Ритма`,
  version: (version: unknown) =>
    `Архив формата версии ${String(version)}, а этот Ритм читает версию ${FORMAT_VERSION}`,
  newerSchema: (schema: string) =>
    `Архив сделан более новой версией Ритма (база «${schema}»): обновите Ритм и загрузите архив снова`,
  base64: 'Архив передан не как base64: выберите файл архива ещё раз',
};

const envelopeSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  format_version: z.number(),
  exported_at: z.string(),
  schema: z.string(),
  source: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    school_id: z.number(),
    school_name: z.string(),
  }),
  excluded: z.record(z.string(), z.string()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** The archive's bytes from the request's base64 (RFC 4648, with or without padding). */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw invalid(archiveErrors.base64);
  return fromBase64(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
}

/** The archive's JSON read from its ZIP and checked as a whole (not yet row by row); a 400 with the reason if not. */
export async function readSchoolArchive(
  bytes: Uint8Array,
  knownSchemas: readonly string[],
): Promise<SchoolArchive> {
  const file = await readZipText(bytes, SCHOOL_JSON);
  if ('problem' in file)
    throw invalid(
      file.problem === 'not-zip'
        ? archiveErrors.notZip
        : file.problem === 'missing'
          ? archiveErrors.noJson
          : archiveErrors.tooBig,
    );
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch {
    throw invalid(archiveErrors.badJson);
  }
  const version = (json as { format_version?: unknown } | null)?.format_version;
  if ((json as { format?: unknown } | null)?.format === ARCHIVE_FORMAT && version !== FORMAT_VERSION)
    throw invalid(archiveErrors.version(version));
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw invalid(archiveErrors.notArchive);
  if (!knownSchemas.includes(parsed.data.schema))
    throw invalid(archiveErrors.newerSchema(parsed.data.schema));
  return parsed.data as SchoolArchive;
}
