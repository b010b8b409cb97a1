import type { GuardedPath } from '@/contract';

export const navigationTexts = {
  product: 'Ритм',
  mainNavigation: 'Основная навигация',
} as const;

/** Russian names of the sections, as the side navigation and page headers show them. */
export const sectionNames: Record<GuardedPath, string> = {
  '/leads': 'Лиды',
  '/students': 'Ученики',
  '/clients': 'Клиенты',
  '/schedule': 'Расписание',
  '/finances': 'Финансы',
  '/reports': 'Отчёты',
  '/messages': 'Сообщения',
  '/history': 'История',
  '/profile': 'Профиль',
  '/admin/schools': 'Школы',
};
