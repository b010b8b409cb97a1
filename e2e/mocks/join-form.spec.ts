import { refusalsWriteNothing, visitorSignsUp } from '../support/join-flow';
import { test } from '../support/mock-test';

test('a visitor on a phone signs up for a trial by the school’s link; the owner sees the lead with its source and campaign', async ({
  page,
  login,
}) => {
  await visitorSignsUp(page, login, null);
});

test('a hidden field filled, a post a second after loading and the 21st post in a minute are refused in Russian and write nothing', async ({
  page,
  login,
}) => {
  await refusalsWriteNothing(page, login);
});
