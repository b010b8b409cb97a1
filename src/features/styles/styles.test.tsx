import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoStyles, type Style, serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { holdResponse } from '@/test/held-response';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { StylesSection } from './components/styles-section';

async function storedStyles(): Promise<Style[]> {
  const data = await callApi('stylesWhere', { json: {} });
  return data;
}

/** The demo school (docs/api.md, seed order). */
const demoSchoolId = 1;

async function openStyles() {
  await signInAs('owner');
  const onChanged = vi.fn();
  const view = renderWithQuery(<StylesSection schoolId={demoSchoolId} onChanged={onChanged} />);
  const list = await screen.findByRole('list', { name: 'Направления школы' });
  return { ...view, list, onChanged };
}

function row(list: HTMLElement, name: string) {
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!item) throw new Error(`No direction «${name}»`);
  return item;
}

describe("the owner's directions", () => {
  it('lists the school directions', async () => {
    const { list } = await openStyles();

    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(demoStyles.map((style) => style.name));
  });

  it('adds a direction, which the server stores', async () => {
    const { user, list } = await openStyles();

    await user.type(screen.getByLabelText('Новое направление'), 'Хай хилс');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    expect(await within(list).findByText('Хай хилс')).toBeInTheDocument();
    expect(screen.getByLabelText('Новое направление')).toHaveValue('');
    await waitFor(async () =>
      expect(await storedStyles()).toContainEqual(
        expect.objectContaining({ name: 'Хай хилс', is_archived: false }),
      ),
    );
  });

  it('renames a direction with Enter, and keeps the name on Escape', async () => {
    const { user, list, onChanged } = await openStyles();

    await user.click(within(list).getByRole('button', { name: 'Переименовать: Бачата' }));
    await user.keyboard('{Escape}');
    expect(within(list).getByText('Бачата')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Переименовать: Бачата' })).toHaveFocus();

    await user.click(within(list).getByRole('button', { name: 'Переименовать: Бачата' }));
    const field = within(list).getByLabelText('Новое название для «Бачата»');
    await user.clear(field);
    await user.type(field, 'Бачата соло{Enter}');

    expect(await within(list).findByText('Бачата соло')).toBeInTheDocument();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect((await storedStyles()).map((style) => style.name)).toContain('Бачата соло');
  });

  it('archives a direction and restores it, both stored on the server', async () => {
    const { user, list } = await openStyles();

    await user.click(within(list).getByRole('button', { name: 'В архив: Стретчинг' }));
    expect(await within(row(list, 'Стретчинг')).findByText('В архиве')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedStyles()).find((style) => style.name === 'Стретчинг')?.is_archived).toBe(true),
    );

    await user.click(await within(list).findByRole('button', { name: 'Вернуть из архива: Стретчинг' }));
    await waitFor(() =>
      expect(within(row(list, 'Стретчинг')).queryByText('В архиве')).not.toBeInTheDocument(),
    );
    await waitFor(async () =>
      expect((await storedStyles()).find((style) => style.name === 'Стретчинг')?.is_archived).toBe(false),
    );
  });

  it('takes an archiving back with a message when the server refuses', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.put('*/api/styles/:id', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.forbidden }, { status: 403 });
      }),
    );
    const { user, list } = await openStyles();

    await user.click(within(list).getByRole('button', { name: 'В архив: Хип-хоп' }));
    expect(await within(row(list, 'Хип-хоп')).findByText('В архиве')).toBeInTheDocument();
    held.release();

    expect(await screen.findByText(serverErrors.forbidden)).toBeInTheDocument();
    await waitFor(() => expect(within(row(list, 'Хип-хоп')).queryByText('В архиве')).not.toBeInTheDocument());
  });
});
