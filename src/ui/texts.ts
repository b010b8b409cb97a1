import { PASSWORD_MIN_LENGTH } from '@/contract/limits';

/** Texts of the shared UI pieces (accessible names and default labels). */
export const uiTexts = {
  loading: 'Загрузка',
  skipToContent: 'Перейти к содержанию',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  close: 'Закрыть',
  cancel: 'Отмена',
  confirm: 'Подтвердить',
  toastsLabel: 'Уведомления (Alt+T)',
  closeToast: 'Закрыть уведомление',
  passwordRule: `Не короче ${PASSWORD_MIN_LENGTH} символов`,
} as const;
