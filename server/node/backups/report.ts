import { type BackupKind, formatFileSize } from '../../../src/contract/index.ts';
import type { BackupOutcome } from './make-backup.ts';
import { RETENTION } from './retention.ts';

// What a backup run says about itself, in Russian: the same lines from the server's log and `npm run backup`.

export const kindNames: Record<BackupKind, string> = {
  daily: 'ежедневная',
  manual: 'по команде',
  'pre-migration': 'перед миграцией',
};

function formatSeconds(ms: number): string {
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(ms / 1000)} с`;
}

/** The lines that tell what a run did: the copy, its check, the command, what retention removed. */
export function outcomeLines(outcome: BackupOutcome, command?: string): string[] {
  const took = formatSeconds(outcome.finishedAt.getTime() - outcome.startedAt.getTime());
  const lines: string[] = [];
  if (outcome.cleared.length > 0)
    lines.push(`Удалены недописанные файлы прерванной копии: ${outcome.cleared.join(', ')}`);
  if (outcome.path && outcome.sizeBytes !== null)
    lines.push(
      `Резервная копия (${kindNames[outcome.kind]}) записана и проверена: ${outcome.path}, ` +
        `${formatFileSize(outcome.sizeBytes)}, ${took}`,
    );
  if (outcome.error) {
    lines.push(`РЕЗЕРВНАЯ КОПИЯ НЕ СДЕЛАНА (${kindNames[outcome.kind]}): ${outcome.error}`);
    return lines;
  }
  if (command) lines.push('BACKUP_COMMAND выполнена.');
  if (outcome.removed.length > 0)
    lines.push(
      `По правилу хранения (${RETENTION.daily} ежедневных, ${RETENTION.weekly} еженедельных, ` +
        `${RETENTION.monthly} ежемесячных) удалены старые копии: ${outcome.removed.join(', ')}`,
    );
  return lines;
}

/** A message nobody scrolling the log misses. */
export function loud(lines: string[]): string {
  const bar = '!'.repeat(100);
  return [bar, ...lines.map((line) => `!!! ${line}`), bar].join('\n');
}
