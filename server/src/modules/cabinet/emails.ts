import { CABINET_CODE_MINUTES, russianDate } from '../../../../src/contract/index.ts';
import type { MailMessage } from '../outbox/service.ts';

// The cabinet's emails, in Russian: plain text for every mail client and the same words as simple HTML. These are
// transactional (a code someone asked for, an invitation the school sent), so they carry no unsubscribe link.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (paragraphs: string[]) =>
  `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;

export function codeEmail(to: string, code: string): MailMessage {
  const text = [
    `Ваш код для входа в личный кабинет: ${code}`,
    `Код действует ${CABINET_CODE_MINUTES} минут. Если вы не запрашивали код, просто не отвечайте на это письмо.`,
  ];
  return {
    to,
    subject: `Код для входа: ${code}`,
    text: text.join('\n\n'),
    html: page([
      `Ваш код для входа в личный кабинет: <b style="font-size:24px;letter-spacing:4px">${code}</b>`,
      escapeHtml(text[1] ?? ''),
    ]),
  };
}

export function invitationEmail(to: string, schoolName: string, link: string): MailMessage {
  const intro = `${schoolName} приглашает вас в личный кабинет: расписание, оставшиеся занятия, оплаты — и «не придём» в одно нажатие.`;
  const how = `Откройте ссылку и введите этот email — мы пришлём код для входа. Пароль не нужен.`;
  return {
    to,
    subject: `${schoolName}: приглашение в личный кабинет`,
    text: [intro, link, how].join('\n\n'),
    html: page([
      escapeHtml(intro),
      `<a href="${escapeHtml(link)}">Открыть личный кабинет</a>`,
      escapeHtml(how),
    ]),
  };
}

export function emailChangeCodeEmail(to: string, code: string): MailMessage {
  const text = `Код для подтверждения нового email в личном кабинете: ${code}. Код действует ${CABINET_CODE_MINUTES} минут.`;
  return { to, subject: `Подтверждение email: ${code}`, text, html: page([escapeHtml(text)]) };
}

export function freezeDecisionEmail(
  to: string,
  request: { schoolName: string; passName: string; startsOn: string; days: number; approved: boolean },
): MailMessage {
  const from = russianDate(request.startsOn);
  const text = request.approved
    ? `${request.schoolName}: заморозка абонемента «${request.passName}» с ${from} на ${request.days} дн. подтверждена. Срок абонемента продлён на эти дни.`
    : `${request.schoolName}: заявку на заморозку абонемента «${request.passName}» с ${from} не удалось подтвердить. Позвоните администратору, чтобы выбрать другие дни.`;
  return {
    to,
    subject: request.approved ? 'Заморозка абонемента подтверждена' : 'Заморозка абонемента не подтверждена',
    text,
    html: page([escapeHtml(text)]),
  };
}
