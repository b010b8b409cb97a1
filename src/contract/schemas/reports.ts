import { z } from 'zod';
import { daysBetween, isIsoDate } from '../dates';
import { idField } from './fields';
import { paymentMethods, paymentTypes } from './money';

// Reports (docs/reports.md): computed on the server by SQL aggregates over a period, never in the browser.

/** The spec's report types, in the selector's order, then the lead funnel, student retention and teacher load. */
export const reportKinds = ['attendance', 'payments', 'groups', 'leads', 'retention', 'teachers'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** How income is grouped over time. */
export const reportSteps = ['day', 'week', 'month'] as const;
export type ReportStep = (typeof reportSteps)[number];

/** A report never spans more than ten years: enough for any school, bounded for the server. */
export const REPORT_MAX_DAYS = 3660;

/** A student with an active subscription and no visit for this many days has «stopped coming». */
export const STOPPED_COMING_DAYS = 14;

const reportDateField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть датой` })
    .refine(isIsoDate, `Поле «${label}»: укажите существующую дату в формате ГГГГ-ММ-ДД`);

const optionalFilterId = idField.nullable().optional();

/** The period (both ends included) and the filters every report takes. */
export const reportRequestSchema = z
  .object({
    date_from: reportDateField('С'),
    date_to: reportDateField('По'),
    group_id: optionalFilterId,
    direction_id: optionalFilterId,
    teacher_id: optionalFilterId,
    step: z.enum(reportSteps, { error: 'Шаг: day, week или month' }).optional(),
  })
  .strict()
  .refine((v) => v.date_from <= v.date_to, 'Дата «по» раньше даты «с»')
  .refine(
    (v) => daysBetween(v.date_from, v.date_to) < REPORT_MAX_DAYS,
    'Период отчёта — не больше десяти лет',
  );
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportFilter = z.output<typeof reportRequestSchema>;

const count = z.number().int();
/** A share from 0 to 1, or null when there is nothing to divide by. */
const share = z.number().nullable();
const marks = { present: count, absent: count, excused: count };

const periodEcho = { date_from: z.string(), date_to: z.string() };

export const attendanceReportSchema = z.object({
  ...periodEcho,
  totals: z.object({ lessons_held: count, ...marks, rate: share }),
  by_group: z.array(
    z.object({ group_id: z.number(), group_name: z.string(), lessons_held: count, ...marks, rate: share }),
  ),
  by_student: z.array(z.object({ student_id: z.number(), student_name: z.string(), ...marks, rate: share })),
  by_day: z.array(z.object({ date: z.string(), lessons_held: count, ...marks })),
  stopped_coming: z.array(
    z.object({
      student_id: z.number(),
      student_name: z.string(),
      subscription_name: z.string(),
      last_visit: z.string().nullable(),
    }),
  ),
  /** Make-ups of the period (docs/makeups.md): given for absences in it, used in its lessons, expired in it. */
  makeups: z.object({ given: count, used: count, expired: count }),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

const money = z.number().int();

export const paymentsReportSchema = z.object({
  ...periodEcho,
  step: z.enum(reportSteps),
  by_period: z.array(
    z.object({ period_start: z.string(), income: money, refunds: money, expenses: money, net: money }),
  ),
  income: money,
  refunds: money,
  expenses: money,
  net: money,
  income_by_type: z.record(z.enum(paymentTypes), money),
  income_by_method: z.record(z.enum(paymentMethods), money),
  /** The spec's four categories first, then the school's own, by amount. */
  expenses_by_category: z.array(z.object({ category: z.string(), amount: money })),
  subscriptions_sold: count,
  subscriptions_sold_amount: money,
  visits_used: count,
  visits_burned: count,
  /** What students owed at the end of the period (a positive sum of negative balances) and how many owed. */
  debts_at_end: money,
  debtors_at_end: count,
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

export const groupsReportSchema = z.object({
  ...periodEcho,
  rows: z.array(
    z.object({
      group_id: z.number(),
      group_name: z.string(),
      students: count,
      /** How many the group takes (null: no limit), and students ÷ capacity (null without a capacity). */
      capacity: count.nullable(),
      fill_rate: share,
      lessons_held: count,
      lessons_canceled: count,
      present: count,
      /** Present marks per held lesson. */
      average_present: z.number().nullable(),
      rate: share,
      /** How many wait in the group's line now (docs/makeups.md, «Лист ожидания»). */
      waitlist: count,
    }),
  ),
});
export type GroupsReport = z.infer<typeof groupsReportSchema>;

const namedItem = z.object({ id: z.number(), name: z.string() });

/** What the report filters offer: the school's student groups, directions and teachers (names only). */
export const reportOptionsSchema = z.object({
  groups: z.array(namedItem),
  directions: z.array(namedItem),
  teachers: z.array(namedItem),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

/** The lead funnel (beyond the spec's three): leads that came in the period, where from, how many became students. */
export const leadsReportSchema = z.object({
  ...periodEcho,
  leads: count,
  converted: count,
  rate: share,
  /** Days from a lead's arrival to its conversion, on average over the converted ones. */
  average_days_to_convert: z.number().nullable(),
  by_source: z.array(
    z.object({
      source_id: z.number().nullable(),
      source_name: z.string(),
      leads: count,
      converted: count,
      rate: share,
    }),
  ),
  by_status: z.array(z.object({ status_id: z.number().nullable(), status_name: z.string(), leads: count })),
  /** Leads by the marks of the link they came by (docs/join-form.md); null where a lead has none. */
  by_campaign: z.array(
    z.object({
      utm_source: z.string().nullable(),
      utm_campaign: z.string().nullable(),
      leads: count,
      converted: count,
      rate: share,
    }),
  ),
});
export type LeadsReport = z.infer<typeof leadsReportSchema>;

/**
 * Student retention by calendar month (beyond the spec's three). A student is *active* in a month with at least one
 * «был» on a held lesson of the filters; the rest follows from the months before (docs/reports.md).
 */
export const retentionReportSchema = z.object({
  ...periodEcho,
  /** Different students active in the period, and the sums of the months' arrivals, returns and departures. */
  totals: z.object({ active: count, new: count, returned: count, left: count }),
  months: z.array(
    z.object({
      /** The month's first day, `YYYY-MM-01`. */
      month: z.string(),
      active: count,
      /** Active for the first time. */
      new: count,
      /** Active in the month before too. */
      stayed: count,
      /** Active once before, not in the month before. */
      returned: count,
      /** Active in the month before, not in this one. */
      left: count,
      /** Of the month before's active students, the share still active: stayed ÷ (stayed + left). */
      retention_rate: share,
    }),
  ),
});
export type RetentionReport = z.infer<typeof retentionReportSchema>;

const teacherLoad = {
  lessons_held: count,
  lessons_canceled: count,
  /** Lengths of the held lessons, in hours to the hundredth. */
  hours: z.number(),
  /** Different students marked «был». */
  students: count,
  /** «Был» marks. */
  present: count,
};

/** Teacher load (beyond the spec's three): each teacher's lessons, hours and students over the period. */
export const teachersReportSchema = z.object({
  ...periodEcho,
  /** `students` here counts each student once, however many teachers they came to. */
  totals: z.object(teacherLoad),
  rows: z.array(
    z.object({
      /** null: lessons with no teacher set (or whose teacher's account was removed). */
      teacher_id: z.number().nullable(),
      teacher_name: z.string(),
      ...teacherLoad,
    }),
  ),
});
export type TeachersReport = z.infer<typeof teachersReportSchema>;
