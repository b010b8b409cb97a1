import { bookAMakeUpAtTheDesk } from '../support/makeup-flow';
import { test } from '../support/mock-test';

test('the receptionist books an excused absence’s make-up from «Сегодня» and marks the guest present', async ({
  page,
  login,
}) => {
  await bookAMakeUpAtTheDesk(page, login);
});
