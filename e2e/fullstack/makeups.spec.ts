import { test } from '../support/fullstack-test';
import { bookAMakeUpAtTheDesk } from '../support/makeup-flow';

test('the receptionist books an excused absence’s make-up from «Сегодня» and marks the guest present', async ({
  page,
  login,
}) => {
  await bookAMakeUpAtTheDesk(page, login);
});
