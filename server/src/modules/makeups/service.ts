// Make-ups (docs/makeups.md): the rows excused absences earn and the lessons they are booked into, written and read
// by the modules that know lessons — the lessons module earns and voids them, charges charge a guest's visit to the
// make-up's pass, the roll shows the guests, the make-up desk books them.
export {
  type Cancellation,
  cancelBooking,
  cancelBookingsOfLesson,
  guestCounts,
  guestPassesOf,
  insertBooking,
  openBookingOf,
  openBookingOfMakeup,
  openBookingsView,
} from './bookings.ts';
export {
  expireMakeups,
  findMakeup,
  insertMakeup,
  makeupsGivenBy,
  makeupsView,
  standingMakeupOf,
  standingMakeupsOfLesson,
  voidMakeup,
} from './repository.ts';
export type { MakeupVoidReason } from './tables.ts';
