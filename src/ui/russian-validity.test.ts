import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installRussianValidity, validityTexts } from './russian-validity';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installRussianValidity();
});
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

function control<T extends HTMLElement>(html: string): T {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')?.firstElementChild as T;
}

describe('Russian validation messages', () => {
  it('asks to fill a required field, and forgets it once the value changes', () => {
    const input = control<HTMLInputElement>('<input required>');

    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe(validityTexts.fill);

    input.value = 'Анна';
    input.dispatchEvent(new Event('input'));
    expect(input.checkValidity()).toBe(true);
    expect(input.validationMessage).toBe('');
  });

  it('names the email shape, the minimum length and the number range', () => {
    const email = control<HTMLInputElement>('<input type="email" value="anna">');
    email.checkValidity();
    expect(email.validationMessage).toBe(validityTexts.email);

    const number = control<HTMLInputElement>('<input type="number" min="5" max="600" value="700">');
    number.checkValidity();
    expect(number.validationMessage).toBe('Не больше 600');

    const select = control<HTMLSelectElement>('<select required><option value="">—</option></select>');
    select.checkValidity();
    expect(select.validationMessage).toBe(validityTexts.choose);
  });

  it('keeps a message a field set itself', () => {
    const input = control<HTMLInputElement>('<input>');
    input.setCustomValidity('Месяц — от 1 до 12');

    input.checkValidity();
    expect(input.validationMessage).toBe('Месяц — от 1 до 12');
  });
});
