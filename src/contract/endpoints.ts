import { z } from 'zod';
import { cabinetEndpoints } from './cabinet-endpoints';
import { type EndpointDefinition, fillPath, okResponseSchema } from './endpoint-definition';
import { joinEndpoints } from './join-endpoints';
import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokensSchema } from './schemas/api-tokens';
import { schoolImportAnswerSchema, schoolImportSchema, zipFileSchema } from './schemas/archive';
import { backupStatusSchema } from './schemas/backups';
import {
  cabinetInviteAnswerSchema,
  cabinetInviteSchema,
  cabinetSettingsSchema,
  cabinetSettingsUpdateSchema,
  freezeRequestDecisionSchema,
  freezeRequestSchema,
  freezeRequestsSchema,
} from './schemas/cabinet';
import {
  clientCreateSchema,
  clientSchema,
  clientsFilterSchema,
  clientsListSchema,
  clientUpdateSchema,
} from './schemas/clients';
import { closureCreateSchema, closureSchema, closuresListSchema } from './schemas/closures';
import { deleteResponseSchema } from './schemas/common';
import {
  sourceSchema,
  sourcesListSchema,
  sourceWriteSchema,
  statusCreateSchema,
  statusesFilterSchema,
  statusesListSchema,
  statusSchema,
  statusUpdateSchema,
} from './schemas/dictionaries';
import { schoolEventSchema } from './schemas/events';
import {
  groupCreateSchema,
  groupSchema,
  groupsFilterSchema,
  groupsListSchema,
  groupUpdateSchema,
} from './schemas/groups';
import { historyFilterSchema, historyPageSchema } from './schemas/history';
import { importRequestSchema, importResultSchema } from './schemas/imports';
import { leadConversionResponseSchema, leadConversionSchema } from './schemas/lead-conversion';
import {
  leadCreateSchema,
  leadSchema,
  leadsFilterSchema,
  leadsListSchema,
  leadUpdateSchema,
} from './schemas/leads';
import {
  attendanceFilterSchema,
  attendanceListSchema,
  attendanceMarkAllSchema,
  attendanceMarkSchema,
  attendanceRecordSchema,
  lessonCreateSchema,
  lessonDetailSchema,
  lessonGenerationResponseSchema,
  lessonSchema,
  lessonsFilterSchema,
  lessonsListSchema,
  lessonUpdateSchema,
} from './schemas/lessons';
import {
  makeupBookSchema,
  makeupCancelSchema,
  makeupOptionsFilterSchema,
  makeupOptionsSchema,
  makeupSchema,
  makeupsFilterSchema,
  makeupsListSchema,
} from './schemas/makeups';
import {
  messageAudienceSchema,
  messagePreviewSchema,
  messageRecipientsSchema,
  messageSchema,
  messageSendAnswerSchema,
  messageSendSchema,
  messageSettingsSchema,
  messageSettingsUpdateSchema,
  messagesFilterSchema,
  messagesListSchema,
  messageTemplatePreviewSchema,
  messageTemplateSchema,
  messageTemplatesSchema,
  messageTemplateUpdateSchema,
} from './schemas/messages';
import {
  balancesSchema,
  expenseCreateSchema,
  expenseSchema,
  expensesListSchema,
  financeSettingsSchema,
  financeSettingsUpdateSchema,
  financeSummarySchema,
  moneyListFilterSchema,
  paymentCreateSchema,
  paymentSchema,
  paymentsListSchema,
  periodSchema,
  refundCreateSchema,
  refundSchema,
  refundsListSchema,
  studentAccountSchema,
  subscriptionFreezeSchema,
  subscriptionSaleSchema,
  subscriptionSchema,
  subscriptionsFilterSchema,
  subscriptionsListSchema,
  subscriptionTemplateCreateSchema,
  subscriptionTemplateSchema,
  subscriptionTemplatesListSchema,
  subscriptionTemplateUpdateSchema,
  voidSchema,
} from './schemas/money';
import { passCancelSchema, passChangeSchema, passTransferSchema } from './schemas/pass-corrections';
import {
  lessonPayAnswerSchema,
  lessonPaySchema,
  payRateChoicesSchema,
  payRateCreateSchema,
  payRateSchema,
  payRatesListSchema,
  payrollAdjustmentCreateSchema,
  payrollCloseSchema,
  payrollFilterSchema,
  payrollLineSchema,
  payrollPaySchema,
  payrollPeriodSchema,
  payrollPeriodsListSchema,
  payrollSchema,
} from './schemas/payroll';
import {
  attendanceReportSchema,
  groupsReportSchema,
  leadsReportSchema,
  paymentsReportSchema,
  reportOptionsSchema,
  reportRequestSchema,
  retentionReportSchema,
  teachersReportSchema,
} from './schemas/reports';
import {
  scheduleEntriesListSchema,
  scheduleEntryCreateSchema,
  scheduleEntrySchema,
  scheduleEntryUpdateSchema,
  schoolFilterSchema,
  styleCreateSchema,
  styleSchema,
  stylesListSchema,
  styleUpdateSchema,
} from './schemas/schedule';
import {
  deletedPeopleSchema,
  deletedSchoolsSchema,
  registrationResponseSchema,
  registrationSchema,
  schoolListItemSchema,
  schoolSchema,
  schoolsListSchema,
  schoolUpdateSchema,
} from './schemas/schools';
import {
  studentCreateSchema,
  studentSchema,
  studentsFilterSchema,
  studentsListSchema,
  studentUpdateSchema,
} from './schemas/students';
import { telegramBotSchema, telegramBotUpdateSchema, telegramUpdateSchema } from './schemas/telegram';
import { unmarkedDismissalSchema, unmarkedLessonsListSchema } from './schemas/unmarked-lessons';
import {
  authResponseSchema,
  loginSchema,
  passwordChangeSchema,
  staffCreateSchema,
  staffUpdateSchema,
  userProfileSchema,
  userSchema,
  usersFilterSchema,
  usersListSchema,
  usersWithRoleFilterSchema,
  usersWithRoleSchema,
} from './schemas/users';
import {
  waitlistEntryActionSchema,
  waitlistEntrySchema,
  waitlistFilterSchema,
  waitlistJoinSchema,
  waitlistSchema,
  waitlistSettingsSchema,
  waitlistSettingsUpdateSchema,
} from './schemas/waitlists';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesFilterSchema,
  webhookDeliveriesSchema,
  webhookSchema,
  webhooksSchema,
} from './schemas/webhooks';

/**
 * Every endpoint of the API, declared once (spec, section 7; docs/api.md). The server registers its routes
 * from this table, the SPA's client takes paths and answer schemas from it, and the access test walks it.
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const endpoints = {
  // Личный кабинет (docs/cabinet.md): the family's own endpoints, in a table of their own (cabinet-endpoints.ts).
  ...cabinetEndpoints,
  // The school's public trial form (docs/join-form.md): the page's endpoints and the owner's settings of it.
  ...joinEndpoints,
  register: { method: 'POST', path: '/ownerschool/register', access: 'public', body: registrationSchema, answer: registrationResponseSchema, created: true },
  login: { method: 'POST', path: '/user_accounts/login', access: 'public', body: loginSchema, answer: authResponseSchema },
  logout: { method: 'POST', path: '/users/logout', access: 'public', answer: okResponseSchema },
  authCheck: { method: 'GET', path: '/auth/check', access: 'session', answer: authResponseSchema },
  profile: { method: 'GET', path: '/user_profiles/getone/:id', access: 'session', answer: userProfileSchema },
  passwordChange: { method: 'POST', path: '/users/change-password', access: 'session', body: passwordChangeSchema, answer: okResponseSchema },
  events: { method: 'GET', path: '/events', access: 'session', answer: schoolEventSchema, stream: true },

  usersWhere: { method: 'POST', path: '/users/getAllWhere', access: 'users:list', reads: true, body: usersFilterSchema, filter: true, answer: usersListSchema },
  usersWithRole: { method: 'POST', path: '/users/getWithRole', access: 'users:list-by-role', reads: true, body: usersWithRoleFilterSchema, filter: true, answer: usersWithRoleSchema },
  userCreate: { method: 'POST', path: '/users/create', access: 'users:manage', body: staffCreateSchema, answer: userSchema, created: true },
  userUpdate: { method: 'PATCH', path: '/users/update/:id', access: 'users:manage', body: staffUpdateSchema, answer: userSchema },
  userDelete: { method: 'DELETE', path: '/users/delete/:id', access: 'users:manage', answer: deleteResponseSchema },

  schools: { method: 'GET', path: '/schools/getall', access: 'schools:list', answer: schoolsListSchema },
  school: { method: 'GET', path: '/schools/getoneschool/:id', access: 'schools:read', answer: schoolSchema },
  schoolUpdate: { method: 'PATCH', path: '/schools/update/:id', access: 'schools:update', body: schoolUpdateSchema, answer: schoolSchema },
  schoolDelete: { method: 'DELETE', path: '/schools/delete/:id', access: 'schools:delete', answer: deleteResponseSchema },
  // Deletion that can be undone (docs/deletion.md): a deleted school is restorable for RESTORE_DAYS.
  schoolsDeleted: { method: 'GET', path: '/schools/deleted', access: 'schools:delete', answer: deletedSchoolsSchema },
  schoolRestore: { method: 'POST', path: '/schools/restore/:id', access: 'schools:delete', answer: schoolListItemSchema },
  // A school's data in one archive (docs/archive.md): the owner downloads it; the admin loads it into a new school,
  // or the owner of a school just registered into theirs. The body carries the ZIP, so it may be as large as a file's.
  schoolExport: { method: 'GET', path: '/schools/export', access: 'schools:export', answer: zipFileSchema, download: true },
  schoolImport: { method: 'POST', path: '/schools/import', access: 'schools:import', body: schoolImportSchema, fileBody: true, answer: schoolImportAnswerSchema, created: true },
  // The installation's backups (docs/backups.md): the platform admin's, shown above the schools.
  backupStatus: { method: 'GET', path: '/backups/status', access: 'schools:list', answer: backupStatusSchema },

  leadsWhere: { method: 'POST', path: '/leads/getallwhere', access: 'leads:read', revisioned: true, body: leadsFilterSchema, filter: true, answer: leadsListSchema },
  leadCreate: { method: 'POST', path: '/leads/create', access: 'leads:write', body: leadCreateSchema, answer: leadSchema, created: true },
  leadUpdate: { method: 'PATCH', path: '/leads/update/:id', access: 'leads:write', body: leadUpdateSchema, answer: leadSchema },
  leadDelete: { method: 'DELETE', path: '/leads/delete/:id', access: 'leads:write', answer: deleteResponseSchema },
  leadConvert: { method: 'POST', path: '/leads/convert/:id', access: 'leads:write', body: leadConversionSchema, answer: leadConversionResponseSchema },

  studentsAll: { method: 'POST', path: '/students/getAllStudInfo', access: 'students:read', revisioned: true, body: studentsFilterSchema, filter: true, answer: studentsListSchema },
  studentCreate: { method: 'POST', path: '/students/registration', access: 'students:write', body: studentCreateSchema, answer: studentSchema, created: true },
  // Deletion that can be undone (docs/deletion.md): a deleted student is hidden and restorable for RESTORE_DAYS.
  studentsDeleted: { method: 'GET', path: '/students/deleted', access: 'students:restore', answer: deletedPeopleSchema },
  studentRestore: { method: 'POST', path: '/students/restore/:id', access: 'students:restore', answer: studentSchema },
  student: { method: 'GET', path: '/students/:id', access: 'students:read', answer: studentSchema },
  studentUpdate: { method: 'PUT', path: '/students/:id', access: 'students:write', body: studentUpdateSchema, answer: studentSchema },
  studentDelete: { method: 'DELETE', path: '/students/:id', access: 'students:write', answer: deleteResponseSchema },

  clientsWhere: { method: 'POST', path: '/clients/getallwhere', access: 'clients:read', revisioned: true, body: clientsFilterSchema, filter: true, answer: clientsListSchema },
  clientCreate: { method: 'POST', path: '/clients/create', access: 'clients:write', body: clientCreateSchema, answer: clientSchema, created: true },
  clientsDeleted: { method: 'GET', path: '/clients/deleted', access: 'clients:restore', answer: deletedPeopleSchema },
  clientRestore: { method: 'POST', path: '/clients/restore/:id', access: 'clients:restore', answer: clientSchema },
  client: { method: 'GET', path: '/clients/getone/:id', access: 'clients:read', answer: clientSchema },
  clientUpdate: { method: 'PATCH', path: '/clients/update/:id', access: 'clients:write', body: clientUpdateSchema, answer: clientSchema },
  clientDelete: { method: 'DELETE', path: '/clients/delete/:id', access: 'clients:write', answer: deleteResponseSchema },
  // A family's data as a file (docs/archive.md, «Данные семьи»): an answer to a personal-data request (152-ФЗ).
  clientExport: { method: 'GET', path: '/clients/export/:id', access: 'clients:export', answer: zipFileSchema, download: true },

  groupsWhere: { method: 'POST', path: '/groups/getallwhere', access: 'groups:read', revisioned: true, body: groupsFilterSchema, filter: true, answer: groupsListSchema },
  groupsAll: { method: 'GET', path: '/groups/getall', access: 'groups:read', answer: groupsListSchema },
  group: { method: 'GET', path: '/groups/getone/:id', access: 'groups:read', answer: groupSchema },
  groupCreate: { method: 'POST', path: '/groups/create', access: 'groups:write', body: groupCreateSchema, answer: groupSchema, created: true },
  groupUpdate: { method: 'PATCH', path: '/groups/update/:id', access: 'groups:write', body: groupUpdateSchema, answer: groupSchema },
  groupDelete: { method: 'DELETE', path: '/groups/delete/:id', access: 'groups:write', answer: deleteResponseSchema },

  statusesWhere: { method: 'POST', path: '/statuses/getallwhere', access: 'statuses:read', revisioned: true, body: statusesFilterSchema, filter: true, answer: statusesListSchema },
  statusesAll: { method: 'GET', path: '/statuses/getall', access: 'statuses:read', answer: statusesListSchema },
  status: { method: 'GET', path: '/statuses/getone/:id', access: 'statuses:read', answer: statusSchema },
  statusCreate: { method: 'POST', path: '/statuses/create', access: 'statuses:write', body: statusCreateSchema, answer: statusSchema, created: true },
  statusUpdate: { method: 'PATCH', path: '/statuses/update/:id', access: 'statuses:write', body: statusUpdateSchema, answer: statusSchema },
  statusDelete: { method: 'DELETE', path: '/statuses/delete/:id', access: 'statuses:write', answer: deleteResponseSchema },

  sourcesAll: { method: 'GET', path: '/sources/getall', access: 'sources:read', answer: sourcesListSchema },
  sourceCreate: { method: 'POST', path: '/sources/create', access: 'sources:write', body: sourceWriteSchema, answer: sourceSchema, created: true },
  sourceUpdate: { method: 'PATCH', path: '/sources/update/:id', access: 'sources:write', body: sourceWriteSchema, answer: sourceSchema },
  sourceDelete: { method: 'DELETE', path: '/sources/delete/:id', access: 'sources:write', answer: deleteResponseSchema },

  styleCreate: { method: 'POST', path: '/styles/registration', access: 'styles:write', body: styleCreateSchema, answer: styleSchema, created: true },
  stylesWhere: { method: 'POST', path: '/styles/getAllWhere', access: 'styles:read', revisioned: true, body: schoolFilterSchema, filter: true, answer: stylesListSchema },
  style: { method: 'GET', path: '/styles/:id', access: 'styles:read', answer: styleSchema },
  styleUpdate: { method: 'PUT', path: '/styles/:id', access: 'styles:write', body: styleUpdateSchema, answer: styleSchema },
  styleDelete: { method: 'DELETE', path: '/styles/:id', access: 'styles:write', answer: deleteResponseSchema },

  scheduleCreate: { method: 'POST', path: '/schedules/create', access: 'schedules:write', body: scheduleEntryCreateSchema, answer: scheduleEntrySchema, created: true },
  schedulesWhere: { method: 'POST', path: '/schedules/getallwhere', access: 'schedules:read', revisioned: true, body: schoolFilterSchema, filter: true, answer: scheduleEntriesListSchema },
  schedule: { method: 'GET', path: '/schedules/getone/:id', access: 'schedules:read', answer: scheduleEntrySchema },
  scheduleUpdate: { method: 'PATCH', path: '/schedules/update/:id', access: 'schedules:write', body: scheduleEntryUpdateSchema, answer: scheduleEntrySchema },
  scheduleDelete: { method: 'DELETE', path: '/schedules/delete/:id', access: 'schedules:write', answer: deleteResponseSchema },

  payRates: { method: 'GET', path: '/payroll/rates', access: 'payroll:rates', answer: payRatesListSchema },
  payRateChoices: { method: 'GET', path: '/payroll/choices', access: 'payroll:rates', answer: payRateChoicesSchema },
  payRateCreate: { method: 'POST', path: '/payroll/rates/create', access: 'payroll:rates', body: payRateCreateSchema, answer: payRateSchema, created: true },
  payRateDelete: { method: 'DELETE', path: '/payroll/rates/delete/:id', access: 'payroll:rates', answer: deleteResponseSchema },
  payroll: { method: 'POST', path: '/payroll/preview', access: 'payroll:read', reads: true, body: payrollFilterSchema, answer: payrollSchema },
  payrollAdjustmentCreate: { method: 'POST', path: '/payroll/adjustments/create', access: 'payroll:rates', body: payrollAdjustmentCreateSchema, answer: payrollLineSchema, created: true },
  payrollPeriods: { method: 'GET', path: '/payroll/periods', access: 'payroll:read', answer: payrollPeriodsListSchema },
  payrollClose: { method: 'POST', path: '/payroll/close', access: 'payroll:rates', body: payrollCloseSchema, answer: payrollPeriodSchema, created: true, idempotent: true },
  payrollLessonPay: { method: 'POST', path: '/payroll/lesson-pay', access: 'payroll:rates', body: lessonPaySchema, answer: lessonPayAnswerSchema },
  payrollPay: { method: 'POST', path: '/payroll/periods/pay/:id', access: 'payroll:rates', body: payrollPaySchema, answer: payrollPeriodSchema, idempotent: true },
  payrollReopen: { method: 'POST', path: '/payroll/periods/reopen/:id', access: 'payroll:rates', answer: deleteResponseSchema },

  closures: { method: 'GET', path: '/closures/getall', access: 'lessons:read', answer: closuresListSchema },
  closureCreate: { method: 'POST', path: '/closures/create', access: 'schedules:write', body: closureCreateSchema, answer: closureSchema, created: true },
  closureDelete: { method: 'DELETE', path: '/closures/delete/:id', access: 'schedules:write', answer: deleteResponseSchema },
  history: { method: 'POST', path: '/history/getallwhere', access: 'history:read', reads: true, body: historyFilterSchema, answer: historyPageSchema },

  lessonCreate: { method: 'POST', path: '/lessons/create', access: 'lessons:create', body: lessonCreateSchema, answer: lessonSchema, created: true },
  lessonsGenerate: { method: 'POST', path: '/lessons/generate', access: 'lessons:generate', body: schoolFilterSchema, filter: true, schoolIdBody: true, answer: lessonGenerationResponseSchema },
  lessonsWhere: { method: 'POST', path: '/lessons/getallwhere', access: 'lessons:read', reads: true, body: lessonsFilterSchema, filter: true, answer: lessonsListSchema },
  lesson: { method: 'GET', path: '/lessons/getone/:id', access: 'lessons:read', answer: lessonDetailSchema },
  lessonUpdate: { method: 'PATCH', path: '/lessons/update/:id', access: 'lessons:update', body: lessonUpdateSchema, answer: lessonSchema },
  lessonDelete: { method: 'DELETE', path: '/lessons/delete/:id', access: 'lessons:delete', answer: deleteResponseSchema },

  attendanceWhere: { method: 'POST', path: '/attendance/getallwhere', access: 'attendance:read', reads: true, body: attendanceFilterSchema, filter: true, answer: attendanceListSchema },
  attendanceMark: { method: 'POST', path: '/attendance/mark', access: 'attendance:mark', body: attendanceMarkSchema, answer: attendanceRecordSchema },
  attendanceMarkAll: { method: 'POST', path: '/attendance/mark-all', access: 'attendance:mark', body: attendanceMarkAllSchema, answer: attendanceListSchema },
  // Make-ups (docs/makeups.md): a student's make-ups, what they may be booked into, a booking and its cancellation.
  makeupsWhere: { method: 'POST', path: '/makeups/getallwhere', access: 'makeups:read', reads: true, body: makeupsFilterSchema, filter: true, answer: makeupsListSchema },
  makeupOptions: { method: 'POST', path: '/makeup-lessons/getallwhere', access: 'makeups:read', reads: true, body: makeupOptionsFilterSchema, filter: true, answer: makeupOptionsSchema },
  makeupBook: { method: 'POST', path: '/makeups/book', access: 'makeups:book', body: makeupBookSchema, answer: makeupSchema },
  makeupCancel: { method: 'POST', path: '/makeups/cancel', access: 'makeups:book', body: makeupCancelSchema, answer: makeupSchema },
  // Waitlists (docs/makeups.md, «Лист ожидания»): join, the line in order, leave; the offers and their answers.
  waitlistJoin: { method: 'POST', path: '/waitlist/join', access: 'waitlist:leads', body: waitlistJoinSchema, answer: waitlistEntrySchema, created: true },
  waitlistWhere: { method: 'POST', path: '/waitlist/getallwhere', access: 'waitlist:read', reads: true, body: waitlistFilterSchema, answer: waitlistSchema },
  waitlistLeave: { method: 'POST', path: '/waitlist/leave', access: 'waitlist:leads', body: waitlistEntryActionSchema, answer: okResponseSchema },
  waitlistOffers: { method: 'GET', path: '/waitlist/offers', access: 'waitlist:read', answer: waitlistSchema },
  waitlistAccept: { method: 'POST', path: '/waitlist/accept', access: 'waitlist:leads', body: waitlistEntryActionSchema, answer: okResponseSchema },
  waitlistDecline: { method: 'POST', path: '/waitlist/decline', access: 'waitlist:leads', body: waitlistEntryActionSchema, answer: okResponseSchema },
  waitlistSettings: { method: 'GET', path: '/waitlist/settings', access: 'waitlist:read', answer: waitlistSettingsSchema },
  waitlistSettingsUpdate: { method: 'PATCH', path: '/waitlist/settings', access: 'schools:update', body: waitlistSettingsUpdateSchema, answer: waitlistSettingsSchema },
  // Past lessons left unmarked and the dismissal of one's flag (docs/api-schedule.md, «Не отмечены»).
  lessonsUnmarked: { method: 'GET', path: '/lessons/unmarked', access: 'lessons:unmarked', answer: unmarkedLessonsListSchema },
  lessonUnmarkedDismiss: { method: 'POST', path: '/lessons/unmarked/dismiss/:id', access: 'lessons:dismiss-unmarked', answer: unmarkedDismissalSchema },

  subscriptionTemplatesAll: { method: 'GET', path: '/subscription-templates/getall', access: 'subscription-templates:read', answer: subscriptionTemplatesListSchema },
  subscriptionTemplateCreate: { method: 'POST', path: '/subscription-templates/create', access: 'subscription-templates:write', body: subscriptionTemplateCreateSchema, answer: subscriptionTemplateSchema, created: true },
  subscriptionTemplateUpdate: { method: 'PATCH', path: '/subscription-templates/update/:id', access: 'subscription-templates:write', body: subscriptionTemplateUpdateSchema, answer: subscriptionTemplateSchema },
  subscriptionTemplateDelete: { method: 'DELETE', path: '/subscription-templates/delete/:id', access: 'subscription-templates:write', answer: deleteResponseSchema },

  subscriptionsWhere: { method: 'POST', path: '/subscriptions/getallwhere', access: 'subscriptions:read', reads: true, body: subscriptionsFilterSchema, filter: true, answer: subscriptionsListSchema },
  subscriptionSell: { method: 'POST', path: '/subscriptions/sell', access: 'subscriptions:sell', body: subscriptionSaleSchema, answer: subscriptionSchema, created: true, idempotent: true },
  subscriptionFreeze: { method: 'POST', path: '/subscriptions/freeze/:id', access: 'subscriptions:freeze', body: subscriptionFreezeSchema, answer: subscriptionSchema },
  // Corrections of a sold pass (docs/money.md): who may void and refund payments; each moves money, so a retry
  // with the same Idempotency-Key answers the first result.
  subscriptionCancel: { method: 'POST', path: '/subscriptions/cancel/:id', access: 'payments:correct', body: passCancelSchema, answer: subscriptionSchema, idempotent: true },
  subscriptionChange: { method: 'POST', path: '/subscriptions/change/:id', access: 'payments:correct', body: passChangeSchema, answer: subscriptionSchema, idempotent: true },
  subscriptionTransfer: { method: 'POST', path: '/subscriptions/transfer/:id', access: 'payments:correct', body: passTransferSchema, answer: subscriptionSchema, idempotent: true },

  paymentsWhere: { method: 'POST', path: '/payments/getallwhere', access: 'payments:read', reads: true, body: moneyListFilterSchema, answer: paymentsListSchema },
  paymentCreate: { method: 'POST', path: '/payments/create', access: 'payments:create', body: paymentCreateSchema, answer: paymentSchema, created: true, idempotent: true },
  paymentVoid: { method: 'POST', path: '/payments/void/:id', access: 'payments:correct', body: voidSchema, answer: paymentSchema },
  refundsWhere: { method: 'POST', path: '/refunds/getallwhere', access: 'payments:read', reads: true, body: moneyListFilterSchema, answer: refundsListSchema },
  refundCreate: { method: 'POST', path: '/refunds/create', access: 'payments:correct', body: refundCreateSchema, answer: refundSchema, created: true, idempotent: true },

  expensesWhere: { method: 'POST', path: '/expenses/getallwhere', access: 'expenses:read', reads: true, body: moneyListFilterSchema, answer: expensesListSchema },
  expenseCreate: { method: 'POST', path: '/expenses/create', access: 'expenses:write', body: expenseCreateSchema, answer: expenseSchema, created: true, idempotent: true },
  expenseVoid: { method: 'POST', path: '/expenses/void/:id', access: 'expenses:write', body: voidSchema, answer: expenseSchema },

  financeSummary: { method: 'POST', path: '/finances/summary', access: 'finances:summary', reads: true, body: periodSchema, answer: financeSummarySchema },
  balances: { method: 'GET', path: '/finances/balances', access: 'balances:read', answer: balancesSchema },
  studentAccount: { method: 'GET', path: '/finances/student/:id', access: 'balances:read', answer: studentAccountSchema },
  financeSettings: { method: 'GET', path: '/finances/settings', access: 'balances:read', answer: financeSettingsSchema },
  financeSettingsUpdate: { method: 'PATCH', path: '/finances/settings', access: 'finances:settings', body: financeSettingsUpdateSchema, answer: financeSettingsSchema },

  reportOptions: { method: 'GET', path: '/reports/options', access: 'reports:read', answer: reportOptionsSchema },
  reportAttendance: { method: 'POST', path: '/reports/attendance', access: 'reports:read', reads: true, body: reportRequestSchema, answer: attendanceReportSchema },
  reportRetention: { method: 'POST', path: '/reports/retention', access: 'reports:read', reads: true, body: reportRequestSchema, answer: retentionReportSchema },
  reportTeachers: { method: 'POST', path: '/reports/teachers', access: 'reports:read', reads: true, body: reportRequestSchema, answer: teachersReportSchema },
  reportPayments: { method: 'POST', path: '/reports/payments', access: 'reports:read', reads: true, body: reportRequestSchema, answer: paymentsReportSchema },
  reportLeads: { method: 'POST', path: '/reports/leads', access: 'reports:read', reads: true, body: reportRequestSchema, answer: leadsReportSchema },
  reportGroups: { method: 'POST', path: '/reports/groups', access: 'reports:read', reads: true, body: reportRequestSchema, answer: groupsReportSchema },

  // Import from a file (docs/import.md): who may add the rows may import them; passes and balances of students
  // already in the school, whoever may load opening money.
  importLeads: { method: 'POST', path: '/import/leads', access: 'leads:write', body: importRequestSchema('leads'), fileBody: true, answer: importResultSchema, idempotent: true },
  importStudents: { method: 'POST', path: '/import/students', access: 'students:write', body: importRequestSchema('students'), fileBody: true, answer: importResultSchema, idempotent: true },
  importClients: { method: 'POST', path: '/import/clients', access: 'clients:write', body: importRequestSchema('clients'), fileBody: true, answer: importResultSchema, idempotent: true },
  // The staff's side of it: the school's cut-off and offer, and an invitation by email.
  cabinetSettings: { method: 'GET', path: '/schools/cabinet-settings', access: 'schools:update', answer: cabinetSettingsSchema },
  cabinetSettingsUpdate: { method: 'PATCH', path: '/schools/cabinet-settings', access: 'schools:update', body: cabinetSettingsUpdateSchema, answer: cabinetSettingsSchema },
  cabinetInvite: { method: 'POST', path: '/cabinet-invitations/create', access: 'cabinet:invite', body: cabinetInviteSchema, answer: cabinetInviteAnswerSchema },
  // The school's Telegram bot (docs/telegram.md): the owner's, its token never answered whole.
  telegramBot: { method: 'GET', path: '/telegram/bot', access: 'schools:update', answer: telegramBotSchema },
  telegramBotUpdate: { method: 'PUT', path: '/telegram/bot', access: 'schools:update', body: telegramBotUpdateSchema, answer: telegramBotSchema },
  telegramBotDelete: { method: 'DELETE', path: '/telegram/bot', access: 'schools:update', answer: telegramBotSchema },
  // Telegram itself calls it, with the bot's secret in a header (an installation with a public https address).
  telegramWebhook: { method: 'POST', path: '/telegram/webhook/:id', access: 'public', body: telegramUpdateSchema, answer: okResponseSchema },
  freezeRequests: { method: 'GET', path: '/freeze-requests/getall', access: 'subscriptions:freeze', answer: freezeRequestsSchema },
  freezeRequestDecide: { method: 'POST', path: '/freeze-requests/decide/:id', access: 'subscriptions:freeze', body: freezeRequestDecisionSchema, answer: freezeRequestSchema },
  cabinetUse: { method: 'POST', path: '/cabinet-invitations/status', access: 'cabinet:invite', body: cabinetInviteSchema, answer: cabinetInviteAnswerSchema },
  // Сообщения (docs/messages.md): what the school sent, its settings and templates, a staff member's own message.
  messages: { method: 'POST', path: '/messages/getallwhere', access: 'messages:read', reads: true, body: messagesFilterSchema, filter: true, answer: messagesListSchema },
  messageResend: { method: 'POST', path: '/messages/resend/:id', access: 'messages:read', answer: messageSchema },
  messageSettings: { method: 'GET', path: '/messages/settings', access: 'schools:update', answer: messageSettingsSchema },
  messageSettingsUpdate: { method: 'PATCH', path: '/messages/settings', access: 'schools:update', body: messageSettingsUpdateSchema, answer: messageSettingsSchema },
  messageTemplates: { method: 'GET', path: '/messages/templates', access: 'schools:update', answer: messageTemplatesSchema },
  messageTemplateUpdate: { method: 'PUT', path: '/messages/templates', access: 'schools:update', body: messageTemplateUpdateSchema, answer: messageTemplateSchema },
  messageTemplatePreview: { method: 'POST', path: '/messages/templates/preview', access: 'schools:update', reads: true, body: messageTemplatePreviewSchema, answer: messagePreviewSchema },
  messageRecipients: { method: 'POST', path: '/messages/recipients', access: 'messages:send', reads: true, body: messageAudienceSchema, answer: messageRecipientsSchema },
  messageSend: { method: 'POST', path: '/messages/send', access: 'messages:send', body: messageSendSchema, answer: messageSendAnswerSchema, created: true, idempotent: true },
  // The API described for integrators: OpenAPI 3.1 made from this table (docs/api-tokens.md).
  openapi: { method: 'GET', path: '/openapi.json', access: 'public', answer: z.record(z.string(), z.unknown()) },
  // API tokens (docs/api-tokens.md): an integration's key, limited to its scopes; shown once.
  apiTokens: { method: 'GET', path: '/api-tokens/getall', access: 'api-tokens:manage', answer: apiTokensSchema },
  apiTokenCreate: { method: 'POST', path: '/api-tokens/create', access: 'api-tokens:manage', body: apiTokenCreateSchema, answer: apiTokenCreatedSchema, created: true, idempotent: true },
  apiTokenDelete: { method: 'DELETE', path: '/api-tokens/delete/:id', access: 'api-tokens:manage', answer: deleteResponseSchema },
  // Outbound webhooks (docs/webhooks.md): the school's events, signed, to an integrator's address.
  webhooks: { method: 'GET', path: '/webhooks/getall', access: 'webhooks:manage', answer: webhooksSchema },
  webhookCreate: { method: 'POST', path: '/webhooks/create', access: 'webhooks:manage', body: webhookCreateSchema, answer: webhookCreatedSchema, created: true, idempotent: true },
  webhookDelete: { method: 'DELETE', path: '/webhooks/delete/:id', access: 'webhooks:manage', answer: deleteResponseSchema },
  webhookEnable: { method: 'POST', path: '/webhooks/enable/:id', access: 'webhooks:manage', answer: webhookSchema },
  webhookDeliveries: { method: 'POST', path: '/webhooks/deliveries', access: 'webhooks:manage', body: webhookDeliveriesFilterSchema, answer: webhookDeliveriesSchema },
  importOpening: { method: 'POST', path: '/import/opening', access: 'opening-balances:import', body: importRequestSchema('opening'), fileBody: true, answer: importResultSchema },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type Endpoint<Name extends EndpointName> = (typeof endpoints)[Name];

/** What a caller sends as the body (before the schema's defaults and coercions). */
export type EndpointInput<Name extends EndpointName> =
  Endpoint<Name> extends { body: infer Body extends z.ZodType } ? z.input<Body> : undefined;
/** The body as the handler receives it, parsed. */
export type EndpointBody<Name extends EndpointName> =
  Endpoint<Name> extends { body: infer Body extends z.ZodType } ? z.output<Body> : undefined;
/** What the endpoint answers, as the client reads it. */
export type EndpointAnswer<Name extends EndpointName> = z.output<Endpoint<Name>['answer']>;
/** What a handler may return: the answer before the schema's transforms. */
export type EndpointReply<Name extends EndpointName> =
  Endpoint<Name> extends { stream: true } | { download: true } ? Response : z.input<Endpoint<Name>['answer']>;

/** The top-level field names of an object schema (an update's changeable fields, an answer's row fields). */
export function objectFields(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** `apiPath('school', { id: 3 })` → `schools/getoneschool/3` (relative, for a client with a `/api` prefix). */
export function apiPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return fillPath(name, endpoints[name].path, params);
}
