import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dates';
import { openLessonDialog } from './testing/open-lesson-dialog';
import { storedLesson } from './testing/schedule-api';

const hipHop = 'Хип-хоп 7–10 лет';

function detail(dialog: HTMLElement, label: string) {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the lesson modal', () => {
  it('shows group, teacher, «dd.MM.yyyy HH:mm» with the duration, dance style and «cancelled»', async () => {
    const { lesson } = await openLessonDialog('owner', hipHop);
    const dialog = screen.getByRole('dialog', { name: 'Занятие' });

    expect(detail(dialog, 'Группа')).toBe(hipHop);
    expect(detail(dialog, 'Преподаватель')).toBe('Хабибуллин Артур Ильдарович');
    expect(detail(dialog, 'Время')).toBe(`${dayjs(lesson.lesson_date).format('DD.MM.YYYY')} 17:00, 60 мин`);
    expect(detail(dialog, 'Стиль')).toBe('Хип-хоп');
    expect(detail(dialog, 'Отменено')).toBe('Нет');
    expect(await within(dialog).findByText('+7 (917) 255-10-04')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = await openLessonDialog('teacher', hipHop);

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the overlay', async () => {
    const { user } = await openLessonDialog('teacher', hipHop);

    await user.click(screen.getByRole('dialog', { name: 'Занятие' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape (the browser fires "cancel")', async () => {
    await openLessonDialog('teacher', hipHop);

    fireEvent(screen.getByRole('dialog', { name: 'Занятие' }), new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the owner cancel a lesson and restore it', async () => {
    const { user, lesson } = await openLessonDialog('owner', hipHop);
    const dialog = screen.getByRole('dialog', { name: 'Занятие' });

    await user.click(within(dialog).getByRole('button', { name: 'Отменить занятие' }));
    await waitFor(() => expect(detail(dialog, 'Отменено')).toBe('Да'));
    await waitFor(async () => expect((await storedLesson(lesson.id)).is_canceled).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Вернуть занятие' }));
    await waitFor(() => expect(detail(dialog, 'Отменено')).toBe('Нет'));
    await waitFor(async () => expect((await storedLesson(lesson.id)).is_canceled).toBe(false));
  });

  it('lets the owner move a lesson to another date and time', async () => {
    const { user, lesson } = await openLessonDialog('owner', hipHop);
    const dialog = screen.getByRole('dialog', { name: 'Занятие' });
    const newDate = dayjs(lesson.lesson_date).add(1, 'day');

    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    const form = within(dialog).getByRole('form', { name: 'Перенос занятия' });
    expect(within(form).getByLabelText('Дата')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Дата'));
    await user.type(within(form).getByLabelText('Дата'), newDate.format('DD.MM.YYYY'));
    await user.clear(within(form).getByLabelText('Начало'));
    await user.type(within(form).getByLabelText('Начало'), '19:30');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(detail(dialog, 'Время')).toBe(`${newDate.format('DD.MM.YYYY')} 19:30, 60 мин`),
    );
    expect(within(dialog).getByRole('button', { name: 'Перенести' })).toHaveFocus();
    await waitFor(async () =>
      expect(await storedLesson(lesson.id)).toMatchObject({
        lesson_date: newDate.format('YYYY-MM-DD'),
        start_time: '19:30',
      }),
    );
  });

  it('lets the owner delete a lesson after confirmation, and closes', async () => {
    const { user, lesson } = await openLessonDialog('owner', hipHop);

    await user.click(screen.getByRole('button', { name: 'Удалить занятие' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить занятие?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Занятие удалено')).toBeInTheDocument();
    await expect(storedLesson(lesson.id)).rejects.toThrow();
  });

  it('offers the teacher and the front desk no cancel, move or delete', async () => {
    await openLessonDialog('receptionist', hipHop);
    const dialog = screen.getByRole('dialog', { name: 'Занятие' });

    expect(within(dialog).queryByRole('button', { name: 'Отменить занятие' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Перенести' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Удалить занятие' })).not.toBeInTheDocument();
  });
});
