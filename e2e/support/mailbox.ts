import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { mailedCode } from '../../src/contract';
import { MAIL_DIR } from './mail-sink';

/** Where a flow reads the code a person was mailed: the SMTP sink's files, or the mock host's mailbox in the page. */
export type ReadCode = (page: Page, email: string) => Promise<string>;

/** The fullstack server's mail, as the real SMTP server of the run received it. */
export const codeFromSmtp: ReadCode = async (_page, email) => {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR).sort();
        const mine = files
          .map(
            (file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as { to: string; text: string },
          )
          .filter((message) => message.to === email);
        // The newest letter that carries a code: a receipt or a reminder may come between.
        code = mine.map((message) => mailedCode(message.text)).findLast((found) => found !== null) ?? null;
        return code;
      },
      { timeout: 15_000, message: `a code mailed to ${email}` },
    )
    .not.toBeNull();
  return code as unknown as string;
};

/** The mock host's mail, kept in the page (mocks/mailbox.ts). */
export const codeFromMockHost: ReadCode = async (page, email) => {
  await expect
    .poll(() => page.evaluate((to) => window.__ritmMail?.lastCode(to) ?? null, email))
    .not.toBeNull();
  return (await page.evaluate((to) => window.__ritmMail?.lastCode(to) ?? null, email)) as string;
};

/** A message as the family's mail server received it. */
export type ReceivedMail = { to: string; subject: string; text: string };

/** Every message mailed to an address so far, oldest first: from the SMTP sink's files or the page's mailbox. */
export type ReadMail = (page: Page, email: string) => Promise<ReceivedMail[]>;

export const mailFromSmtp: ReadMail = async (_page, email) =>
  readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((message) => message.to === email);

export const mailFromMockHost: ReadMail = (page, email) =>
  page.evaluate(
    (to) => (window.__ritmMail?.to(to) ?? []).map(({ subject, text }) => ({ to, subject, text })),
    email,
  );
