import { attendanceHandlers } from './attendance';
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { groupHandlers } from './groups';
import { leadHandlers } from './leads';
import { lessonHandlers } from './lessons';
import { notFoundHandler } from './not-found';
import { scheduleHandlers } from './schedules';
import { schoolHandlers } from './schools';
import { sourceHandlers } from './sources';
import { statusHandlers } from './statuses';
import { studentHandlers } from './students';
import { styleHandlers } from './styles';
import { userHandlers } from './users';

/** Every mocked endpoint; the catch-all 404 comes last so it only answers what nothing else did. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...schoolHandlers,
  ...leadHandlers,
  ...studentHandlers,
  ...clientHandlers,
  ...groupHandlers,
  ...statusHandlers,
  ...sourceHandlers,
  ...styleHandlers,
  ...scheduleHandlers,
  ...lessonHandlers,
  ...attendanceHandlers,
  notFoundHandler,
];
