// Make-ups (docs/makeups.md): the rows excused absences earn, written and read by the modules that know lessons.
export {
  insertMakeup,
  makeupsGivenBy,
  makeupsView,
  standingMakeupOf,
  standingMakeupsOfLesson,
  voidMakeup,
} from './repository.ts';
export type { MakeupVoidReason } from './tables.ts';
