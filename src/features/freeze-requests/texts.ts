/** Texts of «Заявки на заморозку»: the freezes families asked for in the cabinet, as the staff decide them. */
export const freezeRequestTexts = {
  title: (count: number) => `Заявки на заморозку: ${count}`,
  hint: 'Семьи попросили заморозить абонемент из личного кабинета. О решении семья узнает из письма.',
  list: 'Заявки на заморозку абонементов',
  period: (startsOn: string, days: number) => `с ${startsOn} на ${days} дн.`,
  asked: (when: string) => `заявка ${when}`,
  approve: 'Подтвердить',
  approveLabel: (request: string) => `Подтвердить заморозку: ${request}`,
  decline: 'Отклонить',
  declineLabel: (request: string) => `Отклонить заявку на заморозку: ${request}`,
  confirmDeclineTitle: 'Отклонить заявку?',
  confirmDeclineMessage: (request: string) =>
    `${request}. Абонемент не будет заморожен, семья получит письмо об отказе.`,
  confirmDecline: 'Отклонить',
  approved: 'Заморозка подтверждена',
  declined: 'Заявка отклонена',
  decideFailed: 'Не удалось сохранить решение по заявке',
  loadFailed: 'Не удалось загрузить заявки на заморозку',
} as const;
