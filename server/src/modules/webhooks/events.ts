import type {
  AttendanceRecord,
  EndpointName,
  Lesson,
  WebhookEventType,
} from '../../../../src/contract/index.ts';

// Which writes are which events (docs/webhooks.md). The event's object is the write's own answer, as the API answers
// it, so a receiver reads the same shape it would read by calling the API; the endpoint layer queues the events
// under the school's writer right after the write, and an idempotent replay queues none.

type Event = { type: WebhookEventType; data: unknown };
/** A write's events from its answer and body; `now` is the write's moment (what it marked then, not before). */
type EventsOf = (answer: unknown, body: unknown, now: Date) => Event[];

const one =
  (type: WebhookEventType): EventsOf =>
  (answer) => [{ type, data: answer }];

export const webhookEventsOfEndpoint: Partial<Record<EndpointName, EventsOf>> = {
  leadCreate: one('lead.created'),
  leadUpdate: one('lead.updated'),
  studentCreate: one('student.created'),
  leadConvert: (answer) => [{ type: 'student.created', data: (answer as { student: unknown }).student }],
  paymentCreate: one('payment.created'),
  refundCreate: one('payment.refunded'),
  subscriptionSell: one('subscription.sold'),
  attendanceMark: one('attendance.marked'),
  // The whole roll comes back; only the marks this call made are news.
  attendanceMarkAll: (answer, _body, now) =>
    (answer as AttendanceRecord[])
      .filter((record) => record.mark !== null && record.marked_at === now.toISOString())
      .map((record) => ({ type: 'attendance.marked', data: record })),
  lessonUpdate: (answer, body) =>
    (body as { is_canceled?: boolean }).is_canceled === true && (answer as Lesson).is_canceled
      ? [{ type: 'lesson.canceled', data: answer }]
      : [],
};
