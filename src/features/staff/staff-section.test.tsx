import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoStaff, serverErrors } from '@/contract';
import { buildStaffMember } from '@/test/factories';
import { holdResponse } from '@/test/held-response';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

const teacher = demoStaff.find((member) => member.role === 'teacher') ?? demoStaff[0];
const teacherName = teacher?.profile.full_name ?? '';

async function openStaff() {
  await signInAs('owner');
  const view = renderApp('/profile');
  const table = await screen.findByRole('table', { name: 'Сотрудники школы' });
  await within(table).findByText(teacherName);
  return { ...view, table };
}

async function fillNewMember(view: Awaited<ReturnType<typeof openStaff>>, member = buildStaffMember()) {
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
  const dialog = screen.getByRole('dialog', { name: 'Новый сотрудник' });
  await user.type(within(dialog).getByLabelText('ФИО'), member.profile.full_name);
  await user.type(within(dialog).getByLabelText('Email'), member.email);
  await user.selectOptions(within(dialog).getByLabelText('Роль'), 'Бухгалтер');
  await user.type(within(dialog).getByLabelText('Телефон'), '9173004050');
  await user.type(within(dialog).getByLabelText('Дата рождения'), '21.08.1995');
  await user.type(within(dialog).getByLabelText('Пароль'), member.password);
  return dialog;
}

describe("the owner's staff management", () => {
  it('lists the school staff with their roles in Russian', async () => {
    const { table } = await openStaff();

    const row = within(table).getByRole('row', { name: new RegExp(teacherName) });
    expect(row).toHaveTextContent('Преподаватель');
    expect(row).toHaveTextContent(teacher?.email ?? '');
    expect(row).toHaveTextContent('17.05.1990');
  });

  it('adds a staff member, who then appears in the list', async () => {
    const member = buildStaffMember();
    const view = await openStaff();
    const dialog = await fillNewMember(view, member);

    await view.user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    const row = await within(view.table).findByRole('row', { name: new RegExp(member.profile.full_name) });
    expect(row).toHaveTextContent('Бухгалтер');
    expect(row).toHaveTextContent('+7 (917) 300-40-50');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the new row at once, and takes it back with the message when the server refuses', async () => {
    const member = buildStaffMember();
    const held = holdResponse<void>();
    mockServer.use(
      http.post('*/api/users/create', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.staffEmailUnavailable }, { status: 409 });
      }),
    );
    const view = await openStaff();
    const dialog = await fillNewMember(view, member);

    await view.user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(view.table).findByText(member.profile.full_name)).toBeInTheDocument();
    held.release();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverErrors.staffEmailUnavailable);
    expect(within(view.table).queryByText(member.profile.full_name)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('ФИО')).toHaveValue(member.profile.full_name);
  });

  it('removes a staff member after confirmation', async () => {
    const view = await openStaff();

    await view.user.click(within(view.table).getByRole('button', { name: `Удалить: ${teacherName}` }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(within(view.table).queryByText(teacherName)).not.toBeInTheDocument());
  });

  it('removes the row at once, and puts it back with a message when the server refuses', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.delete('*/api/users/delete/:id', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.forbidden }, { status: 403 });
      }),
    );
    const view = await openStaff();

    await view.user.click(within(view.table).getByRole('button', { name: `Удалить: ${teacherName}` }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(view.table).queryByText(teacherName)).not.toBeInTheDocument());
    held.release();

    expect(await screen.findByText(serverErrors.forbidden)).toBeInTheDocument();
    expect(await within(view.table).findByText(teacherName)).toBeInTheDocument();
  });

  it("changes a member's role", async () => {
    const view = await openStaff();

    await view.user.click(within(view.table).getByRole('button', { name: `Изменить: ${teacherName}` }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить сотрудника' });
    await view.user.selectOptions(within(dialog).getByLabelText('Роль'), 'Менеджер');
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(view.table).getByRole('row', { name: new RegExp(teacherName) });
    expect(row).toHaveTextContent('Менеджер');
  });

  it("offers no edit or removal of the owner's own row", async () => {
    const { table } = await openStaff();

    const ownRow = within(table).getByRole('row', { name: /это вы/ });
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
  });
});
