import type { Kysely } from 'kysely';
import {
  type CabinetHome,
  type CabinetLesson,
  formatMoney,
  russianDate,
  russianDayOfMonth,
  type SchoolTime,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { type Family, familyOf, homeOf, setAbsence } from '../cabinet/service.ts';
import { DomainError } from '../shared/domain-errors.ts';
import type { BotApi, ReplyMarkup, TelegramUpdate } from './bot-api.ts';
import { chatOwner, linkChat, redeemLink, unlinkChat } from './links.ts';

// The bot's side of a conversation (docs/telegram.md): a linked family asks with buttons or commands and gets its
// children's next lessons, visits left, balance, and «не придём» — the cabinet's own answers and rules, for the
// linked family only. An unlinked chat learns nothing but how to link.

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** «сб, 28 ноября» */
const day = (iso: string) => {
  const { weekday, dayMonth } = russianDayOfMonth(iso);
  return `${WEEKDAYS[weekday]}, ${dayMonth}`;
};

export const telegramTexts = {
  notLinked:
    'Здравствуйте! Чтобы получать здесь расписание и напоминания, откройте личный кабинет школы → «Настройки» → «Подключить Telegram».',
  linked: (school: string) =>
    `Готово: чат подключён к личному кабинету «${school}». Спрашивайте кнопками ниже. Отписаться — /stop.`,
  linkExpired: 'Ссылка устарела или уже использована. Возьмите новую в личном кабинете.',
  stopped:
    'Чат отключён: сообщений от школы здесь больше не будет. Подключить снова можно из личного кабинета.',
  menu: 'Что подсказать?',
  noLessons: 'В ближайшие 4 недели занятий нет.',
  noneToSkip:
    'Сообщить об отсутствии сейчас не на что: ближайшие занятия уже скоро или уже отмечены. Позвоните администратору.',
  chooseLesson: 'На какое занятие не придёте?',
  absent: (who: string, lesson: CabinetLesson) =>
    `Записали: ${who} не придёт ${day(lesson.date)} в ${lesson.start_time}. Передумаете — отмените в личном кабинете.`,
};

const menu: ReplyMarkup = {
  inline_keyboard: [
    [
      { text: 'Ближайшие занятия', callback_data: 'next' },
      { text: 'Сколько осталось', callback_data: 'left' },
    ],
    [
      { text: 'Баланс', callback_data: 'balance' },
      { text: 'Не придём', callback_data: 'absent' },
    ],
  ],
};

function nextLessons(home: CabinetHome): string {
  const parts = home.students.map((student) => {
    const lines = student.next_lessons.map((lesson) => {
      const tail = [lesson.group_name, lesson.teacher_name].filter(Boolean).join(', ');
      const state = lesson.is_canceled ? ' — отменено' : lesson.announced ? ' — вы сообщили: не придём' : '';
      return `• ${day(lesson.date)}, ${lesson.start_time} — ${tail}${state}`;
    });
    return `${student.name}\n${lines.length > 0 ? lines.join('\n') : telegramTexts.noLessons}`;
  });
  return parts.join('\n\n');
}

function visitsLeft(home: CabinetHome): string {
  return home.students
    .map((student) => {
      if (student.passes.length === 0) return `${student.name}: действующих абонементов нет`;
      const passes = student.passes.map((pass) => {
        const left =
          pass.remaining_visits === null
            ? 'безлимитный'
            : `осталось ${pass.remaining_visits} из ${pass.visits ?? '—'}`;
        const until = pass.expires_at ? `, до ${russianDate(pass.expires_at)}` : '';
        const frozen =
          pass.status === 'frozen' && pass.frozen_until
            ? `, заморожен до ${russianDate(pass.frozen_until)}`
            : '';
        return `«${pass.sub_name}» — ${left}${until}${frozen}`;
      });
      return `${student.name}: ${passes.join('; ')}`;
    })
    .join('\n');
}

function balances(home: CabinetHome): string {
  return home.students
    .map((student) => {
      if (student.balance < 0) return `${student.name}: долг ${formatMoney(-student.balance)}`;
      if (student.balance > 0) return `${student.name}: на счёте ${formatMoney(student.balance)}`;
      return `${student.name}: долга нет`;
    })
    .join('\n');
}

/** Up to six coming lessons the family may still skip, as buttons carrying the lesson and the child. */
function absenceChoices(home: CabinetHome): ReplyMarkup | null {
  const buttons = home.students.flatMap((student) =>
    student.next_lessons
      .filter((lesson) => lesson.can_announce && !lesson.announced)
      .map((lesson) => ({
        text: `${student.name.split(' ').at(-1)}: ${day(lesson.date)}, ${lesson.start_time}`,
        callback_data: `absent:${lesson.lesson_id}:${lesson.student_id}`,
      })),
  );
  return buttons.length === 0 ? null : { inline_keyboard: buttons.slice(0, 6).map((button) => [button]) };
}

type Conversation = {
  db: Kysely<Database>;
  api: BotApi;
  schoolId: number;
  schoolName: string;
  time: SchoolTime;
};

async function familyFor(
  db: Kysely<Database>,
  schoolId: number,
  email: string,
  time: SchoolTime,
): Promise<Family> {
  return familyOf(db, { id: 0, schoolId, email, schoolRevision: 0, timeZone: time.zone });
}

/** Answers one update of the school's bot. Writes (a link, «не придём») run in the caller's transaction. */
export async function handleUpdate(conversation: Conversation, update: TelegramUpdate): Promise<unknown> {
  const { db, api, schoolId, time } = conversation;
  const chat = update.message?.chat.id ?? update.callback_query?.message?.chat.id;
  if (chat === undefined) return;
  const chatId = String(chat);
  const text = update.message?.text?.trim() ?? '';
  const data = update.callback_query?.data ?? '';
  if (update.callback_query) await api.answerCallbackQuery(update.callback_query.id);

  const start = /^\/start(?:\s+([\w-]{1,64}))?$/.exec(text);
  if (start?.[1]) {
    const email = await redeemLink(db, schoolId, start[1], time.now);
    if (!email) return api.sendMessage(chatId, telegramTexts.linkExpired);
    await linkChat(db, { schoolId, email, chatId }, time.now);
    return api.sendMessage(chatId, telegramTexts.linked(conversation.schoolName), menu);
  }
  const email = await chatOwner(db, schoolId, chatId);
  if (!email) return api.sendMessage(chatId, telegramTexts.notLinked);
  if (text === '/stop') {
    await unlinkChat(db, schoolId, chatId);
    return api.sendMessage(chatId, telegramTexts.stopped);
  }
  const family = await familyFor(db, schoolId, email, time);
  const home = await homeOf(db, family, time);
  const command = data || text.replace(/^\//, '');
  if (command === 'next') return api.sendMessage(chatId, nextLessons(home), menu);
  if (command === 'left') return api.sendMessage(chatId, visitsLeft(home), menu);
  if (command === 'balance') return api.sendMessage(chatId, balances(home), menu);
  if (command === 'absent') {
    const choices = absenceChoices(home);
    return api.sendMessage(
      chatId,
      choices ? telegramTexts.chooseLesson : telegramTexts.noneToSkip,
      choices ?? menu,
    );
  }
  const absent = /^absent:(\d+):(\d+)$/.exec(command);
  if (absent) {
    try {
      const lesson = await setAbsence(
        db,
        family,
        { lesson_id: Number(absent[1]), student_id: Number(absent[2]), announce: true },
        time,
      );
      const who = family.students.find((student) => student.id === lesson.student_id)?.name ?? '';
      return api.sendMessage(chatId, telegramTexts.absent(who, lesson), menu);
    } catch (error) {
      // The cabinet's own refusal (after the cut-off, marked by the school, not this family's): said as it is.
      if (error instanceof DomainError) return api.sendMessage(chatId, error.message, menu);
      throw error;
    }
  }
  return api.sendMessage(chatId, telegramTexts.menu, menu);
}
