/** Texts of the app frame and of the pages composed in src/routes. */
export const appTexts = {
  product: 'Ритм',
  pitch: 'CRM для школ танцев: лиды, ученики, расписание и финансы в одном месте.',
  registerSchool: 'Зарегистрировать школу',
  open: 'Открыть',
  login: 'Войти',
  errorTitle: 'Что-то пошло не так',
  errorText: 'Страница не загрузилась. Попробуйте ещё раз.',
  retry: 'Повторить',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы нет. Возможно, ссылка устарела.',
  toHome: 'На главную',
  profileTitle: 'Профиль',
  profileDescription: 'Ваша учётная запись и школа',
  profileDescriptionNoSchool: 'Ваша учётная запись',
  schoolsDescription: 'Все школы платформы',
} as const;
