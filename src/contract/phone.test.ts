import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone (mask +7 (000) 000-00-00)', () => {
  it.each([
    ['+7 (912) 345-67-89', '+7 (912) 345-67-89'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['9123456789', '+7 (912) 345-67-89'],
    ['+7 912 345 67 89', '+7 (912) 345-67-89'],
    ['8 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['8-916-123-45-67', '+7 (916) 123-45-67'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (text, phone) => {
    expect(normalizePhone(text)).toBe(phone);
  });

  it.each([
    '12345',
    '+1 (912) 345-67-89',
    '991234567890',
    // A digit missing: not shifted into another number.
    '+7 (900) 123-45-6',
    '8 (900) 123-45-6',
    // Words are not «no phone».
    'нет телефона',
    'не знаю',
    'abc',
    '📞',
    'x'.repeat(100_000),
    '+7 916 123 45 67 доб. 2',
  ])('rejects %j', (text) => {
    expect(normalizePhone(text)).toBeNull();
  });
});
