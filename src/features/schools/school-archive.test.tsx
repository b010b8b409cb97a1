import { screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoOwner, otherSchoolOwner, RESTORE_DAYS } from '@/contract';
import { callApi, downloadApi, http } from '@/lib/http';
import { captureDownloads } from '@/test/downloads';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockClock, runMockJobs } from '../../../mocks/node';

// docs/archive.md: the owner downloads the school's archive from the school card; the platform admin loads an
// archive into a new school from «Школы». The mock host runs the server's own app, so the files are real.

afterEach(() => vi.restoreAllMocks());

async function openSchoolCard(role: 'owner' | 'teacher') {
  await signInAs(role);
  const view = renderApp('/profile');
  const card = await screen.findByRole('region', { name: 'Школа' });
  await within(card).findByText(demoOwner.school.name);
  return { ...view, card };
}

const zipOf = async (blob: Blob) => JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()));
/** A downloaded file as the file input gets it. */
const fileOf = async (blob: Blob, name: string) =>
  new File([new Uint8Array(await blob.arrayBuffer())], name, { type: 'application/zip' });

describe('the school’s archive', () => {
  it('downloads from the owner’s school card as a ZIP with the school’s JSON and its tables for Excel', async () => {
    const files = captureDownloads();
    const { card, user } = await openSchoolCard('owner');
    const archive = within(card).getByRole('region', { name: 'Архив школы' });

    await user.click(within(archive).getByRole('button', { name: 'Скачать архив школы' }));

    await waitFor(() => expect(files.size).toBe(1));
    const [[name, blob]] = [...files] as [[string, Blob]];
    expect(name).toMatch(/^Архив школы Школа танца «Грация» \d\d\.\d\d\.\d{4}\.zip$/);
    const zip = await zipOf(blob);
    const json = JSON.parse((await zip.file('school.json')?.async('string')) ?? '{}');
    expect(json.format).toBe('ritm-school-archive');
    expect(json.tables.schools[0].name).toBe(demoOwner.school.name);
    expect(zip.file(/Ученики\.csv$/)).toHaveLength(1);
  });

  it('is not on the card of other staff', async () => {
    const { card } = await openSchoolCard('teacher');
    expect(within(card).queryByRole('region', { name: 'Архив школы' })).not.toBeInTheDocument();
  });

  it('tells the owner of a school with data that an archive goes only into a new one', async () => {
    const { card, user } = await openSchoolCard('owner');
    const { blob } = await downloadApi('schoolExport');
    const archive = within(card).getByRole('region', { name: 'Архив школы' });

    await user.upload(
      within(archive).getByLabelText('Загрузить архив в эту школу'),
      await fileOf(blob, 'archive.zip'),
    );

    expect(await within(archive).findByRole('alert')).toHaveTextContent(/^В школе уже есть данные/);
  });

  it('comes back as a new school when the admin loads it, its owner signing in with the password given', async () => {
    // The other school's owner takes the archive; the school is then deleted; the admin brings it back.
    await http.post('user_accounts/login', {
      json: { email: otherSchoolOwner.account.email, password: otherSchoolOwner.account.password },
    });
    const { blob } = await downloadApi('schoolExport');
    await signInAs('admin');
    await callApi('schoolDelete', { id: 2 });
    // A month on, the host purges it for good (docs/deletion.md): its staff's emails are free again.
    await runMockJobs(new Date(mockClock.now().getTime() + (RESTORE_DAYS + 1) * 24 * 60 * 60_000));
    const { user } = renderApp('/admin/schools');
    const table = await screen.findByRole('table', { name: 'Школы' });
    expect(within(table).queryByText(otherSchoolOwner.school.name)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Загрузить архив' }));
    const dialog = screen.getByRole('dialog', { name: 'Загрузить архив школы' });
    await user.upload(within(dialog).getByLabelText('Файл архива (.zip)'), await fileOf(blob, 'salsa.zip'));
    await user.type(within(dialog).getByLabelText('Пароль владельца'), 'новый-пароль-владельца');
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));

    expect(
      await screen.findByText(
        `Школа ${otherSchoolOwner.school.name} загружена. Владелец входит как ${otherSchoolOwner.account.email} с заданным паролем.`,
      ),
    ).toBeInTheDocument();
    expect(await within(table).findByText(otherSchoolOwner.school.name)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const login = await http.post('user_accounts/login', {
      json: { email: otherSchoolOwner.account.email, password: 'новый-пароль-владельца' },
    });
    expect(login.status).toBe(200);
    // The archive carried no password: the old one opens nothing.
    await expect(
      http.post('user_accounts/login', {
        json: { email: otherSchoolOwner.account.email, password: otherSchoolOwner.account.password },
      }),
    ).rejects.toMatchObject({ response: { status: 401 } });
  });
});
