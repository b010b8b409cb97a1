import { systemClock } from '../../../../src/contract/index.ts';
import { createDatabase } from '../../../node/database.ts';
import { smtpMailer } from '../../../node/mailer.ts';
import { deliverDue } from '../../../src/modules/outbox/delivery.ts';

// A delivery worker in a process of its own, as a host runs it: the crash and the two-process tests start it (and
// kill it) to see what the outbox does across processes. It delivers until nothing is due, then exits.
// Env: OUTBOX_DATABASE (a PostgreSQL URL or an SQLite file) and SMTP_URL.

const target = process.env.OUTBOX_DATABASE ?? '';
const database = createDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { sqliteFile: target },
);
const mailer = smtpMailer(process.env.SMTP_URL ?? '', 'school@ritm.test', { timeoutMs: 5000 });

for (;;) {
  const report = await deliverDue(database.db, mailer, systemClock());
  if (report.sent + report.retried + report.failed === 0) break;
}
mailer.close?.();
await database.destroy();
