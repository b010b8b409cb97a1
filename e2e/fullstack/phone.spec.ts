import { test } from '../support/fullstack-test';
import { typeKazanPhone } from '../support/phone-flow';

test('a Kazan phone typed key by key with its trunk 8 is stored as +7 (843) …', async ({ page, login }) => {
  await typeKazanPhone(page, login);
});
