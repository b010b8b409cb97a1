import { test } from '../support/fullstack-test';
import { refusalsWriteNothing, visitorSignsUp } from '../support/join-flow';

test('a visitor on a phone signs up for a trial by the school’s link; the owner’s open /leads shows the lead with its source and campaign', async ({
  page,
  browser,
  baseURL,
  login,
}) => {
  // The visitor is someone else, in a browser of their own.
  const visitor = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  try {
    await visitorSignsUp(page, login, await visitor.newPage());
  } finally {
    await visitor.close();
  }
});

test('a hidden field filled, a post a second after loading and the 21st post in a minute are refused in Russian and write nothing', async ({
  page,
  login,
}) => {
  await refusalsWriteNothing(page, login);
});
