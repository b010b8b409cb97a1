import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/contract';
import { fieldLabel, formatHistoryValue } from './history-values';

describe('a recorded value as the history page shows it', () => {
  it('speaks the app’s words for codes, by the table they come from', () => {
    expect(formatHistoryValue('payments', 'type', 'single', 'Europe/Moscow')).toBe('Разовое занятие');
    expect(formatHistoryValue('statuses', 'type', 'lead', 'Europe/Moscow')).toBe('Лиды');
    expect(formatHistoryValue('account_entries', 'kind', 'visit', 'Europe/Moscow')).toBe('Посещение');
    expect(formatHistoryValue('pay_rates', 'kind', 'hour', 'Europe/Moscow')).toBe('За час');
    expect(formatHistoryValue('subscriptions', 'starts_on', 'first_visit', 'Europe/Moscow')).toBe(
      'С первого занятия',
    );
    expect(formatHistoryValue('users', 'role', 'teacher', 'Europe/Moscow')).toBe('Преподаватель');
  });

  it('says a ledger line’s note from its code, and an older line’s words as they were', () => {
    const note = JSON.stringify({ code: 'visit', group: 'Хип-хоп 1' });
    expect(formatHistoryValue('account_entries', 'note_data', note, 'Europe/Moscow')).toBe(
      'Посещение: Хип-хоп 1',
    );
    expect(formatHistoryValue('account_entries', 'note', 'Оплата: абонемент', 'Europe/Moscow')).toBe(
      'Оплата: абонемент',
    );
  });

  it('shows kopecks as roubles, days as ru-RU dates, yes/no and a dash for nothing', () => {
    expect(formatHistoryValue('payments', 'amount', 120_000, 'Europe/Moscow')).toBe(formatMoney(120_000));
    expect(formatHistoryValue('closures', 'starts_on', '2026-12-31', 'Europe/Moscow')).toBe('31.12.2026');
    expect(formatHistoryValue('attendance', 'is_present', false, 'Europe/Moscow')).toBe('нет');
    expect(formatHistoryValue('leads', 'phone', '', 'Europe/Moscow')).toBe('—');
    expect(formatHistoryValue('leads', 'phone', null, 'Europe/Moscow')).toBe('—');
    expect(formatHistoryValue('schedules', 'weekday', 3, 'Europe/Moscow')).toBe('Среда');
    expect(formatHistoryValue('groups', 'capacity', 12, 'Europe/Moscow')).toBe('12');
  });

  it('names a person’s name «Имя» and a thing’s «Название»', () => {
    expect(fieldLabel('leads', 'name')).toBe('Имя');
    expect(fieldLabel('groups', 'name')).toBe('Название');
    expect(fieldLabel('leads', 'phone')).toBe('Телефон');
  });
});
