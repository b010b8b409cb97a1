import { test } from '../support/fullstack-test';
import { offerTheSeatOfAStudentWhoLeft } from '../support/waitlist-flow';

test('a full group’s waitlist: a seat freed is offered to the first in line, and the desk puts them in', async ({
  page,
  login,
}) => {
  await offerTheSeatOfAStudentWhoLeft(page, login);
});
