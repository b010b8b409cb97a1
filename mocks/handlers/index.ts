import { attendanceHandlers } from './attendance';
import { authHandlers } from './auth';
import { lessonHandlers } from './lessons';
import { notFoundHandler } from './not-found';
import { scheduleHandlers } from './schedules';
import { schoolHandlers } from './schools';
import { styleHandlers } from './styles';
import { userHandlers } from './users';

/** Every mocked endpoint; the catch-all 404 comes last so it only answers what nothing else did. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...schoolHandlers,
  ...styleHandlers,
  ...scheduleHandlers,
  ...lessonHandlers,
  ...attendanceHandlers,
  notFoundHandler,
];
