import { expect, type Page } from '@playwright/test';

/** Closes every toast on screen (each has its «Закрыть уведомление») and waits until none is left. */
export async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Закрыть уведомление' });
  for (let count = await close.count(); count > 0; count = await close.count())
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect(close).toHaveCount(0);
}
