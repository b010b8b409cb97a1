/** Texts of the «Личный кабинет» block on a client's or student's details (the staff's side). */
export const cabinetInviteTexts = {
  title: 'Личный кабинет',
  titleOf: (name: string) => `Личный кабинет: ${name}`,
  emails: (emails: readonly string[]) => `Email: ${emails.join(', ')}`,
  noEmail: 'Email не указан — добавьте его в столбце «Email», чтобы пригласить в кабинет',
  noEmailStudent:
    'Email не указан ни у ученика, ни у его родителей — добавьте его, чтобы пригласить в кабинет',
  signedIn: (when: string) => `Входил(а): ${when}`,
  neverSignedIn: 'Ещё не входил(а)',
  offer: (version: number) => `Принял(а) оферту, версия ${version}`,
  personalData: (date: string) => `Согласие на обработку персональных данных: ${date}`,
  invited: (date: string) => `Приглашение отправлено ${date}`,
  invite: 'Пригласить в кабинет',
  inviting: 'Отправка...',
  sent: (emails: readonly string[]) => `Приглашение отправлено на ${emails.join(', ')}`,
  inviteFailed: 'Не удалось отправить приглашение',
  loadFailed: 'Не удалось узнать, пользуется ли человек кабинетом',
} as const;
