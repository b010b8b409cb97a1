import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone (mask +7 (000) 000-00-00)', () => {
  it.each([
    ['+7 (912) 345-67-89', '+7 (912) 345-67-89'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['9123456789', '+7 (912) 345-67-89'],
    ['+7 912 345 67 89', '+7 (912) 345-67-89'],
    ['', ''],
  ])('turns %j into %j', (text, phone) => {
    expect(normalizePhone(text)).toBe(phone);
  });

  it.each(['12345', '+1 (912) 345-67-89', '991234567890'])('rejects %j', (text) => {
    expect(normalizePhone(text)).toBeNull();
  });
});
