import type { Kysely } from 'kysely';
import type {
  LessonDetail,
  Payment,
  SchoolTime,
  WaitlistEntry,
  WebhookEventType,
} from '../../src/contract/index.ts';
import type { CabinetSession } from './auth/cabinet-sessions.ts';
import type { SocketAddress } from './auth/client-address.ts';
import type { Session } from './auth/sessions.ts';
import type { Database } from './db/schema.ts';
import type { SchoolWriter } from './db/school-writer.ts';
import type { SchoolEvents } from './events/school-events.ts';
import type { SignInCode } from './modules/notices/service.ts';
import type { OutboxKick } from './modules/outbox/mailer.ts';
import type { FreedSeats } from './modules/shared/freed-seats.ts';
import type { WebhookAddressPolicy } from './modules/webhooks/address.ts';

/** What the API needs from outside: the database, a clock (tests move it) and the cookie policy. */
export type ApiDeps = {
  db: Kysely<Database>;
  now: () => Date;
  cookieSecure: boolean;
  /** Reverse proxies in front of us (TRUST_PROXY=N): the client's address is N hops into `X-Forwarded-For`. */
  trustProxy: number;
  socketAddress: SocketAddress;
  /** Registrations an hour from one address (REGISTRATIONS_PER_HOUR; auth/registration-throttle.ts). */
  registrationsPerHour: number;
  /** Live updates: a write's change goes out here to the school's open event streams. */
  events: SchoolEvents;
  /** A school's writes, one at a time (db/school-writer.ts). */
  writer: SchoolWriter;
  /** Asks the host to deliver queued messages now (a sign-in code is being waited for). */
  kickOutbox: OutboxKick;
  /** The Telegram Bot API's base (TELEGRAM_API_URL): the host's setting, never a request's. */
  telegramApiUrl: string;
  /** Telegram sends the bots' updates to this installation (a public https address) instead of being polled. */
  telegramWebhook: boolean;
  /** The installation's public address (PUBLIC_URL): links in messages (unsubscribe, the cabinet) lead there. */
  publicUrl: string;
  /** Where webhooks may go (modules/webhooks/address.ts): public addresses, unless the host lets private ones. */
  webhookAddresses: WebhookAddressPolicy;
  /** Whether email has a way out (SMTP_URL, or the mock host's mailbox); without one it is «канал не настроен». */
  mailConfigured: boolean;
  /**
   * What a change tells families (modules/notices), handed to the modules whose changes they are: a lesson's module
   * calls it without depending on the notices' module, which depends on it.
   */
  notices: {
    lessonChanged: (
      trx: Kysely<Database>,
      change: { before: LessonDetail; after: LessonDetail },
      time: SchoolTime,
    ) => Promise<number>;
    paymentReceived: (
      trx: Kysely<Database>,
      schoolId: number,
      payment: Payment,
      time: SchoolTime,
    ) => Promise<number>;
    signInCode: (trx: Kysely<Database>, code: SignInCode, now: Date) => Promise<number>;
  };
  /**
   * An event for the school's webhooks written in the caller's transaction (modules/webhooks), handed to modules the
   * webhooks' module depends on (the cabinet's trial is a lead like any other).
   */
  queueWebhookEvent: (
    trx: Kysely<Database>,
    schoolId: number,
    event: { type: WebhookEventType; data: unknown },
    now: Date,
  ) => Promise<number>;
  /**
   * Seats a write frees (a student leaves a group, says they will not come, a group grows) are offered to the first
   * in line in the same transaction (modules/waitlists): handed to the modules whose writes free them, which the
   * waitlists' module depends on. Answers how many places changed; the caller kicks the outbox when any did.
   */
  waitlists: {
    seatsFreed: (
      trx: Kysely<Database>,
      schoolId: number,
      freed: readonly FreedSeats[],
      time: SchoolTime,
    ) => Promise<number>;
    /** The school's open offers, and a family's answer to one (the cabinet has checked it is the family's). */
    openOffers: (db: Kysely<Database>, schoolId: number) => Promise<WaitlistEntry[]>;
    familyAnswer: (
      trx: Kysely<Database>,
      answer: { schoolId: number; entryId: number; accept: boolean },
      time: SchoolTime,
    ) => Promise<{ ok: true }>;
  };
};

/**
 * What a host may pass with each request (`app.fetch(request, bindings)`). A browser forbids `Set-Cookie` on a
 * Response built in a page, so the mock host takes the session cookie from `onSetCookie` instead.
 */
export type HostBindings = {
  onSetCookie?: (header: string) => void;
};

/** Per-request values: the session read by `loadSession`, null when the request has none. */
export type AppEnv = {
  Bindings: HostBindings | undefined;
  Variables: { session: Session | null; cabinet: CabinetSession | null };
};
