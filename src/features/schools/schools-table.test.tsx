import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOwner, otherSchoolOwner } from '@/contract';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

async function openSchools() {
  await signInAs('admin');
  const view = renderApp('/admin/schools');
  const table = await screen.findByRole('table', { name: 'Школы' });
  await within(table).findByText(otherSchoolOwner.school.name);
  return { ...view, table };
}

describe("the admin's schools table", () => {
  it('lists every school with name, city, phone and email', async () => {
    const { table } = await openSchools();

    const row = within(table).getByRole('row', { name: new RegExp(demoOwner.school.name) });
    expect(row).toHaveTextContent(demoOwner.school.city ?? '');
    expect(row).toHaveTextContent(demoOwner.school.phone ?? '');
    expect(row).toHaveTextContent(demoOwner.school.email ?? '');
  });

  it('deletes a school after confirmation and the row disappears', async () => {
    const { table, user } = await openSchools();

    await user.click(
      within(table).getByRole('button', { name: `Удалить школу ${otherSchoolOwner.school.name}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Удалить школу?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() =>
      expect(within(table).queryByText(otherSchoolOwner.school.name)).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText(
        `Школа ${otherSchoolOwner.school.name} удалена. Восстановить можно в течение 30 дней`,
      ),
    ).toBeInTheDocument();
    expect(within(table).getByText(demoOwner.school.name)).toBeInTheDocument();
  });

  it('lists a deleted school until it is restored, and restores it whole', async () => {
    const { table, user } = await openSchools();
    await user.click(
      within(table).getByRole('button', { name: `Удалить школу ${otherSchoolOwner.school.name}` }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить школу?' })).getByRole('button', { name: 'Удалить' }),
    );

    const deleted = await screen.findByRole('table', { name: 'Удалённые школы' });
    const row = within(deleted).getByRole('row', { name: new RegExp(otherSchoolOwner.school.name) });
    expect(row).toHaveTextContent(/удалена .*, удалится навсегда /);
    await user.click(
      within(row).getByRole('button', { name: `Восстановить школу ${otherSchoolOwner.school.name}` }),
    );
    expect(
      await screen.findByText(`Школа ${otherSchoolOwner.school.name} восстановлена`),
    ).toBeInTheDocument();
    expect(await within(table).findByText(otherSchoolOwner.school.name)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Удалённые школы' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the school when the confirmation is cancelled', async () => {
    const { table, user } = await openSchools();

    await user.click(
      within(table).getByRole('button', { name: `Удалить школу ${otherSchoolOwner.school.name}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Отмена' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table).getByText(otherSchoolOwner.school.name)).toBeInTheDocument();
  });

  it("puts the row back and shows the server's message when deleting fails", async () => {
    const { table, user } = await openSchools();
    mockServer.use(
      http.delete('*/api/schools/delete/:id', () =>
        HttpResponse.json({ message: 'Недостаточно прав для этого действия' }, { status: 403 }),
      ),
    );

    await user.click(
      within(table).getByRole('button', { name: `Удалить школу ${otherSchoolOwner.school.name}` }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
    expect(within(table).getByText(otherSchoolOwner.school.name)).toBeInTheDocument();
  });
});
