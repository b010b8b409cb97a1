import type { Migration } from 'kysely';
import { initialMigration } from './0001-initial.ts';
import { peopleMigration } from './0002-people.ts';
import { scheduleMigration } from './0003-schedule.ts';
import { registrationAttemptsMigration } from './0004-registration-attempts.ts';
import { moneyMigration } from './0005-money.ts';
import { moneyIndexesMigration } from './0006-money-indexes.ts';
import { reportIndexesMigration } from './0007-report-indexes.ts';
import { groupCapacityMigration } from './0008-group-capacity.ts';
import { openingEntriesMigration } from './0009-opening-entries.ts';
import { schoolRevisionsMigration } from './0010-school-revisions.ts';
import { closuresMigration } from './0011-closures.ts';
import { payRatesMigration } from './0012-pay-rates.ts';
import { payrollPeriodsMigration } from './0013-payroll-periods.ts';
import { historyMigration } from './0014-history.ts';
import { lessonPayMigration } from './0015-lesson-pay.ts';
import { schoolTimeMigration } from './0016-school-time.ts';
import { groupNameKeysMigration } from './0017-group-name-keys.ts';
import { passCorrectionsMigration } from './0018-pass-corrections.ts';
import { unmarkedDismissalsMigration } from './0019-unmarked-dismissals.ts';
import { cabinetMigration } from './0020-cabinet.ts';
import { telegramMigration } from './0021-telegram.ts';
import { messagesMigration } from './0022-messages.ts';
import { backupsMigration } from './0023-backups.ts';
import { apiTokensMigration } from './0024-api-tokens.ts';
import { publicFormMigration } from './0025-public-form.ts';
import { integrationsMigration } from './0026-integrations.ts';
import { ledgerNoteCodesMigration } from './0027-ledger-note-codes.ts';
import { schoolDeletionMigration } from './0028-school-deletion.ts';
import { makeupsMigration } from './0031-makeups.ts';
import { peopleDeletionMigration } from './0033-people-deletion.ts';
import { templateChannelsMigration } from './0034-template-channels.ts';

/**
 * Every migration, by name. Names sort in the order they apply; a landed migration is never edited or
 * renamed, only followed by a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-people': peopleMigration,
  '0003-schedule': scheduleMigration,
  '0004-registration-attempts': registrationAttemptsMigration,
  '0005-money': moneyMigration,
  '0006-money-indexes': moneyIndexesMigration,
  '0007-report-indexes': reportIndexesMigration,
  '0008-group-capacity': groupCapacityMigration,
  '0009-opening-entries': openingEntriesMigration,
  '0010-school-revisions': schoolRevisionsMigration,
  '0011-closures': closuresMigration,
  '0012-pay-rates': payRatesMigration,
  '0013-payroll-periods': payrollPeriodsMigration,
  '0014-history': historyMigration,
  '0015-lesson-pay': lessonPayMigration,
  '0016-school-time': schoolTimeMigration,
  '0017-group-name-keys': groupNameKeysMigration,
  '0018-pass-corrections': passCorrectionsMigration,
  '0019-unmarked-dismissals': unmarkedDismissalsMigration,
  '0020-cabinet': cabinetMigration,
  '0021-telegram': telegramMigration,
  '0022-messages': messagesMigration,
  '0023-backups': backupsMigration,
  '0024-api-tokens': apiTokensMigration,
  '0025-public-form': publicFormMigration,
  '0026-integrations': integrationsMigration,
  '0027-ledger-note-codes': ledgerNoteCodesMigration,
  '0028-school-deletion': schoolDeletionMigration,
  '0031-makeups': makeupsMigration,
  '0033-people-deletion': peopleDeletionMigration,
  '0034-template-channels': templateChannelsMigration,
};
