import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Expense, Payment, Subscription } from '@/contract';
import { periodExportName } from '@/ui/export/export-name';
import { toCsv } from '@/ui/export/to-csv';
import { endingSubscriptionExportColumns, expenseExportColumns, paymentExportColumns } from './money-export';

const payment: Payment = {
  id: 1,
  student_id: 2,
  student_name: 'Морозова Вероника',
  client_id: 3,
  client_name: 'Морозова Ирина',
  subscription_id: 4,
  sub_name: 'Абонемент 8 занятий',
  type: 'subscription',
  method: 'card',
  amount: 150_000,
  refunded: 30_000,
  paid_on: '2026-11-02',
  comment: '',
  created_by_name: null,
  created_at: '2026-11-02T10:00:00.000Z',
  voided_at: null,
  void_reason: null,
};
const expense: Expense = {
  id: 1,
  category: 'rent',
  amount: 4_500_000,
  spent_on: '2026-11-01',
  comment: 'Зал',
  created_by_name: null,
  created_at: '2026-11-01T10:00:00.000Z',
  voided_at: '2026-11-03T10:00:00.000Z',
  void_reason: 'Ошибка суммы',
};

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;

describe('export of /finances', () => {
  it('writes the payments with the payer, Russian names, refunds and voids', () => {
    const rows = parse(
      toCsv({
        name: 'x',
        columns: paymentExportColumns,
        rows: [payment, { ...payment, voided_at: 'x', void_reason: 'Дубль' }],
      }),
    );
    expect(rows[0]).toEqual([
      'Дата',
      'Ученик',
      'Плательщик',
      'Тип',
      'Способ',
      'Абонемент',
      'Сумма',
      'Возвращено',
      'Аннулирован',
      'Комментарий',
    ]);
    expect(rows[1]).toEqual([
      '02.11.2026',
      'Морозова Вероника',
      'Морозова Ирина',
      'Абонемент',
      'Карта',
      'Абонемент 8 занятий',
      '1500,00',
      '300,00',
      '',
      '',
    ]);
    expect(rows[2]?.[8]).toBe('да: Дубль');
  });

  it('writes the expenses by the spec’s category names, and names the file by the period', () => {
    const rows = parse(
      toCsv({
        name: 'x',
        columns: expenseExportColumns,
        rows: [expense, { ...expense, category: 'Костюмы', voided_at: null }],
      }),
    );
    expect(rows[1]).toEqual(['01.11.2026', 'Аренда', '45000,00', 'да: Ошибка суммы', 'Зал']);
    expect(rows[2]?.slice(1, 2)).toEqual(['Костюмы']);
    expect(periodExportName('Платежи', { date_from: '2026-11-01', date_to: '2026-11-30' })).toBe(
      'Платежи 01.11.2026–30.11.2026',
    );
  });
});

describe('export of the ending subscriptions', () => {
  const pass = {
    student_name: 'Морозова Вероника',
    sub_name: 'Абонемент 8 занятий',
    remaining_visits: 1,
    expires_at: '2026-11-20',
  } as Subscription;

  it('writes what is left as the card says it, «безлимит» for an unlimited pass, and the last day', () => {
    const rows = parse(
      toCsv({
        name: 'x',
        columns: endingSubscriptionExportColumns,
        rows: [pass, { ...pass, sub_name: 'Безлимит на месяц', remaining_visits: null, expires_at: null }],
      }),
    );
    expect(rows).toEqual([
      ['Ученик', 'Абонемент', 'Осталось занятий', 'Действует до'],
      ['Морозова Вероника', 'Абонемент 8 занятий', '1', '20.11.2026'],
      ['Морозова Вероника', 'Безлимит на месяц', 'безлимит', ''],
    ]);
  });
});
