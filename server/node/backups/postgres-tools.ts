import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';

// PostgreSQL's own tools do its copies (docs/backups.md): pg_dump in its custom format (compressed, one consistent
// snapshot, restorable table by table) and pg_restore. They come with the `postgresql-client` package; the password
// of the connection string reaches them in PGPASSWORD, never on a command line that `ps` shows.

/** The last lines of a tool's complaint are enough to say what went wrong. */
const STDERR_KEPT = 4000;

type Tool = 'pg_dump' | 'pg_restore';

/** A tool on PATH (Debian's wrapper picks the newest version installed), else from /usr/lib/postgresql/<newest>/bin. */
export function pgTool(tool: Tool): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(`${dir}/${tool}`)) return tool;
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/${tool}`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return `/usr/lib/postgresql/${versions[0]}/bin/${tool}`;
  throw new Error(`${tool} не найден: установите клиент PostgreSQL (apt-get install postgresql-client)`);
}

/** The connection string without its password, and the environment that carries the password instead. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a tool; its stdout goes to `output` when given. Rejects with the tool's own words when it fails. */
async function run(tool: Tool, args: string[], databaseUrl: string | null, output?: string): Promise<void> {
  const { dbname, env } = databaseUrl ? connection(databaseUrl) : { dbname: null, env: process.env };
  const child = spawn(pgTool(tool), [...args, ...(dbname ? [`--dbname=${dbname}`] : [])], {
    env,
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  // The dump goes through this process to the file: should this process die, pg_dump's next write fails and it
  // stops too, instead of finishing a file nobody will rename.
  const written =
    output && child.stdout ? pipeline(child.stdout, createWriteStream(output)) : Promise.resolve();
  const [code] = await Promise.all([exited, written]);
  if (code !== 0) {
    const words = stderr.trim().split('\n').slice(-3).join(' / ');
    throw new Error(`${tool} завершился с кодом ${code}${words ? `: ${words}` : ''}`);
  }
}

/** pg_dump of the whole database in the custom format, to `file`. */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-password'], databaseUrl, file);
}

/** Reads the whole archive as pg_restore would restore it (every table's data included), writing it nowhere. */
export function checkDump(file: string): Promise<void> {
  return run('pg_restore', ['--file=/dev/null', file], null);
}

/** Restores the archive into the database, all or nothing. */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password', file],
    databaseUrl,
  );
}

/** How many tables, views and sequences the database has outside PostgreSQL's own schemas. */
export async function countRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
