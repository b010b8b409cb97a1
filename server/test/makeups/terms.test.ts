import { beforeAll, describe, expect, it } from 'vitest';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// docs/makeups.md, «Условия»: a template's make-up terms, and a sold pass's own copy of them.
describe.each(testDialects())('make-up terms on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;

  beforeAll(async () => {
    s = await createMoneySchool(t);
  });

  const soldTerms = (id: number) =>
    t.db
      .selectFrom('subscriptions')
      .select(['makeups_allowed', 'makeup_days', 'makeups_same_style'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a template without terms earns no make-ups; with them, a sold pass keeps its copy', async () => {
    const owner = s.school.as('owner');
    const plain = await owner.post('/subscription-templates/create', {
      name: 'Без отработок',
      kind: 'visits',
      visits: 4,
      price: 100_000,
      validity_days: 30,
    });
    expect(plain.body).toMatchObject({ makeups_allowed: 0, makeup_days: 30, makeups_same_style: false });

    const templateId = await s.template({ makeups_allowed: 2, makeup_days: 14, makeups_same_style: true });
    const sold = await s.sell(s.students.zhukov, templateId);
    expect(await soldTerms(sold.id)).toMatchObject({ makeups_allowed: 2, makeup_days: 14 });
    expect(Boolean((await soldTerms(sold.id)).makeups_same_style)).toBe(true);

    // The template changes; the pass sold before keeps what it was sold with, the next one takes the new terms.
    const patch = await owner.patch(`/subscription-templates/update/${templateId}`, {
      makeups_allowed: 0,
      makeups_same_style: false,
    });
    expect(patch.body).toMatchObject({ makeups_allowed: 0, makeup_days: 14, makeups_same_style: false });
    expect(await soldTerms(sold.id)).toMatchObject({ makeups_allowed: 2, makeup_days: 14 });
    const next = await s.sell(s.students.yolkina, templateId);
    expect(await soldTerms(next.id)).toMatchObject({ makeups_allowed: 0, makeup_days: 14 });
  });

  it('refuses terms out of range in Russian', async () => {
    const owner = s.school.as('owner');
    const templateId = await s.template();
    for (const [body, message] of [
      [{ makeups_allowed: -1 }, 'Поле «Отработок»: от 0 до 100'],
      [{ makeups_allowed: 101 }, 'Поле «Отработок»: от 0 до 100'],
      [{ makeup_days: 0 }, 'Поле «Дней на отработку»: от 1 до 365'],
      [{ makeups_same_style: 'да' }, 'Поле «Только то же направление» должно быть да/нет'],
    ] as const) {
      const response = await owner.patch(`/subscription-templates/update/${templateId}`, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });
});
