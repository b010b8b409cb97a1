// The browser's own validation bubbles speak the browser's language («Please fill out this field» in an English
// one). Every control that fails a constraint (required, email, length, range) is given a Russian message instead,
// in one place for the whole app; it is cleared as soon as the person changes the value. A control that already
// carries its own message (a date field naming the wrong part) keeps it.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const validityTexts = {
  fill: 'Заполните это поле',
  choose: 'Выберите значение из списка',
  check: 'Отметьте это поле, чтобы продолжить',
  email: 'Введите email, например anna@school.ru',
  format: 'Проверьте формат значения',
  number: 'Введите число',
  tooShort: (min: number, length: number) => `Не короче ${min} символов (сейчас ${length})`,
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  atLeast: (min: string) => `Не меньше ${min}`,
  atMost: (max: string) => `Не больше ${max}`,
  step: (step: string) => `Значение должно быть кратно ${step}`,
} as const;

export function russianValidityMessage(control: Control): string {
  const { validity } = control;
  if (validity.valueMissing) {
    if (control instanceof HTMLSelectElement) return validityTexts.choose;
    return control.type === 'checkbox' ? validityTexts.check : validityTexts.fill;
  }
  if (validity.typeMismatch) return control.type === 'email' ? validityTexts.email : validityTexts.format;
  if (validity.badInput) return validityTexts.number;
  if (control instanceof HTMLSelectElement) return validityTexts.choose;
  if (validity.tooShort) return validityTexts.tooShort(control.minLength, control.value.length);
  if (validity.tooLong) return validityTexts.tooLong(control.maxLength);
  if (control instanceof HTMLTextAreaElement) return validityTexts.format;
  if (validity.rangeUnderflow) return validityTexts.atLeast(control.min);
  if (validity.rangeOverflow) return validityTexts.atMost(control.max);
  if (validity.stepMismatch) return validityTexts.step(control.step);
  return control.title || validityTexts.format;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** Installs the Russian messages for every form in `root` (the document); returns the uninstall. */
export function installRussianValidity(root: Document = document): () => void {
  function handleInvalid(event: Event) {
    const control = event.target;
    if (!isControl(control) || control.validity.customError) return;
    control.setCustomValidity(russianValidityMessage(control));
    const clear = () => control.setCustomValidity('');
    control.addEventListener('input', clear, { once: true });
    control.addEventListener('change', clear, { once: true });
  }
  // `invalid` does not bubble: listen in the capture phase.
  root.addEventListener('invalid', handleInvalid, true);
  return () => root.removeEventListener('invalid', handleInvalid, true);
}
