import { z } from 'zod';

// Validation messages not written per field fall back to zod's Russian texts.
z.config(z.locales.ru());

export * from './clock';
export * from './dates';
export * from './demo/money';
export * from './demo/people';
export * from './demo/schedule';
export * from './demo-school';
export * from './endpoints';
export * from './lesson-planning';
export * from './messages';
export * from './money';
export * from './permissions';
export * from './phone';
export * from './roles';
export * from './schemas/clients';
export * from './schemas/closures';
export * from './schemas/common';
export * from './schemas/dictionaries';
export * from './schemas/events';
export * from './schemas/fields';
export * from './schemas/groups';
export * from './schemas/history';
export * from './schemas/imports';
export * from './schemas/lead-conversion';
export * from './schemas/leads';
export * from './schemas/lessons';
export * from './schemas/money';
export * from './schemas/payroll';
export * from './schemas/reports';
export * from './schemas/schedule';
export * from './schemas/schools';
export * from './schemas/students';
export * from './schemas/users';
export * from './validation-time';
