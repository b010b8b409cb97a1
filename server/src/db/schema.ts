import type { AuthTables } from '../auth/tables.ts';
import type { ApiTokenTables } from '../modules/api-tokens/tables.ts';
import type { BackupTables } from '../modules/backups/tables.ts';
import type { CabinetTables } from '../modules/cabinet/tables.ts';
import type { ClientTables } from '../modules/clients/tables.ts';
import type { ClosureTables } from '../modules/closures/tables.ts';
import type { ExpenseTables } from '../modules/expenses/tables.ts';
import type { GroupTables } from '../modules/groups/tables.ts';
import type { HistoryTables } from '../modules/history/tables.ts';
import type { JoinFormTables } from '../modules/join-form/tables.ts';
import type { LeadTables } from '../modules/leads/tables.ts';
import type { LedgerTables } from '../modules/ledger/tables.ts';
import type { LessonTables } from '../modules/lessons/tables.ts';
import type { MakeupTables } from '../modules/makeups/tables.ts';
import type { MessageTables } from '../modules/messages/tables.ts';
import type { OutboxTables } from '../modules/outbox/tables.ts';
import type { PaymentTables } from '../modules/payments/tables.ts';
import type { PayrollTables } from '../modules/payroll/tables.ts';
import type { ScheduleTables } from '../modules/schedules/tables.ts';
import type { SchoolTables } from '../modules/schools/tables.ts';
import type { SourceTables } from '../modules/sources/tables.ts';
import type { StatusTables } from '../modules/statuses/tables.ts';
import type { StudentTables } from '../modules/students/tables.ts';
import type { StyleTables } from '../modules/styles/tables.ts';
import type { SubscriptionTables } from '../modules/subscriptions/tables.ts';
import type { TelegramTables } from '../modules/telegram/tables.ts';
import type { UserTables } from '../modules/users/tables.ts';
import type { WaitlistTables } from '../modules/waitlists/tables.ts';
import type { WebhookTables } from '../modules/webhooks/tables.ts';
import type { InfrastructureTables } from './tables.ts';

// The database as Kysely sees it: every module's own tables (its `tables.ts`), put together. A table has one owner,
// the module whose `tables.ts` declares it; only that module's SQL names it, the others go through its service
// (docs/architecture.md, «Tables and their owners»; checked by test/architecture/import-boundaries.test.ts).
// Timestamps are ISO 8601 UTC strings on both dialects (PostgreSQL's timestamptz is parsed back to that shape in
// database.ts); calendar dates are `YYYY-MM-DD` strings.

export type Database = InfrastructureTables &
  AuthTables &
  SchoolTables &
  UserTables &
  WaitlistTables &
  StatusTables &
  SourceTables &
  GroupTables &
  ClientTables &
  StudentTables &
  LeadTables &
  StyleTables &
  ScheduleTables &
  LessonTables &
  MakeupTables &
  ClosureTables &
  SubscriptionTables &
  LedgerTables &
  PaymentTables &
  ExpenseTables &
  PayrollTables &
  HistoryTables &
  JoinFormTables &
  CabinetTables &
  OutboxTables &
  MessageTables &
  TelegramTables &
  BackupTables &
  ApiTokenTables &
  WebhookTables;
