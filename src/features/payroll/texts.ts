import type { PayRateKind } from '@/contract';
import { formatMoney, payRateKindLabels } from '@/contract';

/** Texts of teacher payroll: rates and a period's pay (docs/payroll.md). */
export const payrollTexts = {
  title: 'Зарплата преподавателей',
  ownTitle: 'Моя зарплата',
  ratesTitle: 'Ставки преподавателей',
  ratesHint: 'Новая ставка действует с указанной даты; занятия до неё остаются по прежней.',
  teacher: 'Преподаватель',
  kind: 'Вид ставки',
  amount: 'Сумма, ₽',
  minAmount: 'Если никто не пришёл, ₽',
  percent: 'Процент',
  scope: 'Для',
  allLessons: 'Всех занятий',
  effectiveFrom: 'Действует с',
  add: 'Добавить ставку',
  adding: 'Сохранение…',
  remove: 'Удалить',
  removeLabel: (teacher: string) => `Удалить ставку: ${teacher}`,
  noRates: 'Ставок пока нет — без ставки занятие стоит 0 ₽.',
  ratesLabel: 'Ставки',
  payLabel: 'Начисления за период',
  lines: 'Занятия',
  total: 'Итого',
  noLessons: 'В периоде нет проведённых занятий',
  noRate: 'нет ставки',
  manual: 'вручную',
  adjustmentTitle: 'Начисление или удержание',
  adjustmentDate: 'Дата',
  adjustmentAmount: 'Сумма, ₽ (удержание — с минусом)',
  adjustmentReason: 'Причина',
  adjustmentAdd: 'Внести',
  adjustmentSaved: 'Внесено в начисления',
  adjustmentFailed: 'Не удалось внести',
  adjustmentAmountProblem: 'Сумма: число рублей, не ноль; удержание — с минусом, например −500',
  lessonsCount: (count: number) => `${count} зан.`,
  details: (teacher: string) => `Занятия: ${teacher}`,
  headers: ['Дата', 'Группа', 'Длительность', 'Пришли', 'База %', 'Ставка', 'Сумма'],
  lessonPayColumn: 'Разовая сумма',
  notPaidYet: 'Ещё не выплачено',
  minutes: (minutes: number) => `${minutes} мин`,
  reason: 'Причина',
  save: 'Сохранить',
  backToRate: 'Вернуть ставку',
  lessonPayButton: 'Сумма',
  lessonPayLabel: (lesson: string) => `Сумма за занятие ${lesson}`,
  lessonPayTitle: (lesson: string, group: string) => `Разовая сумма: ${lesson}, ${group}`,
  lessonPayHint: (now: string) =>
    `Сейчас за занятие начислено ${now}. Разовая сумма заменит ставку только для этого занятия.`,
  lessonPayFailed: 'Не удалось сохранить разовую сумму',
  lessonPaySaved: 'Разовая сумма сохранена',
  lessonPayRemoved: 'Занятие снова оплачивается по ставке',
  oneOff: (reason: string) => `разово: ${reason}`,
  amountProblem: 'Сумма: число рублей, например 1500 или 1 500,50',
  saveFailed: 'Не удалось сохранить ставку',
  removeFailed: 'Не удалось удалить ставку',
  rateSaved: 'Ставка сохранена',
  close: 'Закрыть период',
  closeHint: 'Закрытый период хранит суммы как есть: поздние исправления отметок их уже не меняют.',
  closed: 'Период закрыт',
  closeFailed: 'Не удалось закрыть период',
  closeTitle: (from: string, to: string) => `Закрыть период ${from} — ${to}?`,
  closeWarning:
    'Закрытый период хранит эти суммы: поздние исправления отметок и ставок их уже не меняют. Открыть его снова можно, пока никому не выплачено.',
  closeTotals: 'Начислено по преподавателям',
  cancel: 'Отмена',
  reopen: 'Открыть снова',
  reopenLabel: (period: string) => `Открыть снова: ${period}`,
  reopenTitle: 'Открыть период снова?',
  reopenMessage:
    'Строки периода удалятся (история их сохранит), и его дни снова будут следовать отметкам и ставкам, пока период не закроют заново.',
  reopened: 'Период открыт снова',
  reopenFailed: 'Не удалось открыть период',
  periodsTitle: 'Закрытые периоды',
  noPeriods: 'Закрытых периодов нет',
  pay: 'Выплатить',
  payTeacherLabel: (teacher: string) => `Выплатить: ${teacher}`,
  paidMark: 'Выплачено',
  paid: 'Выплата записана расходом «Зарплата»',
  payFailed: 'Не удалось записать выплату',
  periodTitle: (from: string, to: string) => `${from} — ${to}`,
  kindLabels: payRateKindLabels,
  /** A rate as one line: «1 500,00 ₽ за занятие», «40 % от посещений». */
  rateText: (rate: { kind: PayRateKind; amount: number; min_amount: number; percent: number }) => {
    switch (rate.kind) {
      case 'lesson':
        return `${formatMoney(rate.amount)} за занятие`;
      case 'hour':
        return `${formatMoney(rate.amount)} за час`;
      case 'student':
        return `${formatMoney(rate.amount)} за ученика, минимум ${formatMoney(rate.min_amount)}`;
      case 'percent':
        return `${rate.percent} % от посещений`;
    }
  },
} as const;
