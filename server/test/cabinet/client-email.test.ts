import { describe, expect, it } from 'vitest';
import { apiPath, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A client's email signs the family in to the cabinet, so within a school it is one client's (docs/cabinet.md).

describe.each(testDialects())('a client’s email on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('is one client’s in a school: a second client with it gets 409 in Russian, another school does not care', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const first = await owner.post(`/${apiPath('clientCreate')}`, {
      name: 'Первая',
      email: 'Same@Example.ru',
    });
    expect(first.status).toBe(201);
    expect(first.body.email).toBe('same@example.ru');
    const second = await owner.post(`/${apiPath('clientCreate')}`, {
      name: 'Вторая',
      email: 'same@example.ru',
    });
    expect([second.status, second.body]).toEqual([409, { message: serverErrors.cabinetEmailTaken }]);
    const other = await owner.post(`/${apiPath('clientCreate')}`, { name: 'Третья' });
    const renamed = await owner.patch(`/${apiPath('clientUpdate', { id: other.body.id })}`, {
      email: 'same@example.ru',
    });
    expect([renamed.status, renamed.body]).toEqual([409, { message: serverErrors.cabinetEmailTaken }]);
    // Its own address again, or none, is fine.
    expect(
      (await owner.patch(`/${apiPath('clientUpdate', { id: first.body.id })}`, { email: 'same@example.ru' }))
        .status,
    ).toBe(200);
    expect(
      (await owner.patch(`/${apiPath('clientUpdate', { id: other.body.id })}`, { email: '' })).body.email,
    ).toBeNull();
    const elsewhere = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    expect((await elsewhere.post(`/${apiPath('clientCreate')}`, { email: 'same@example.ru' })).status).toBe(
      201,
    );
  });

  it('holds when eight creates with one address race through two processes: one client, seven 409s', async () => {
    const cookie = await loginAs(t.app, accounts.manager.email);
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}@example.ru`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          send(index % 2 === 0 ? t.app : t.otherProcess(), `/api/${apiPath('clientCreate')}`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Гонка ${index}`, email }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    }
  });
});
