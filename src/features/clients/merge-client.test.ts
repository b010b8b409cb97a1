import { describe, expect, it } from 'vitest';
import { type Client, clientSchema } from '@/contract';
import { mergeClient } from './merge-client';

const client: Client = clientSchema.parse({
  id: '5',
  name: 'Иванова Мария',
  phone: '',
  birthdate: null,
  age: null,
  contact: '',
  created_at: '2026-05-01T09:00:00.000Z',
  school_id: '1',
  group_id: '8',
  groups: [{ id: '8', name: 'Родители младших групп' }],
});

describe('mergeClient (spec, section 4)', () => {
  it('keeps the groups on screen when the answer has none', () => {
    const answer = clientSchema.parse({ ...client, contact: 'Telegram', groups: undefined, group_id: null });

    expect(mergeClient(client, answer)).toMatchObject({
      contact: 'Telegram',
      group_id: 8,
      groups: [{ id: 8, name: 'Родители младших групп' }],
    });
  });

  it('takes the answered groups when there are some', () => {
    const answer = { ...client, group_id: 9, groups: [{ id: 9, name: 'Взрослые ученики' }] };

    expect(mergeClient(client, answer).groups).toEqual([{ id: 9, name: 'Взрослые ученики' }]);
  });

  it('reads ids sent as strings as numbers', () => {
    expect(client.id).toBe(5);
  });
});
