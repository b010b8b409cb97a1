import { describe, expect, it } from 'vitest';
import { mailedCode } from './schemas/cabinet';

describe('a mailed code as the test mailboxes read it', () => {
  it('finds the code of a sign-in or an email change letter', () => {
    expect(mailedCode('Ваш код для входа в личный кабинет: 186344\n\nКод действует 10 минут.')).toBe(
      '186344',
    );
    expect(
      mailedCode('Код для подтверждения нового email в личном кабинете: 042117. Код действует 10 минут.'),
    ).toBe('042117');
  });

  it('takes no other letter’s digits for a code', () => {
    expect(mailedCode('Своя школа 1795702501886-408827: получена оплата 1 000,00 ₽, 26.11.2026.')).toBeNull();
  });
});
