import { describe, expect, it } from 'vitest';
import { mergeLead } from './merge-lead';
import { buildLead } from './testing';

const onScreen = buildLead({ id: 7, name: 'Анна', status_id: 2, status_name: 'В обработке', source_id: 4 });

describe('mergeLead (spec, section 4)', () => {
  it('takes the answered fields', () => {
    expect(mergeLead(onScreen, { ...onScreen, phone: '+7 (917) 255-10-01' }).phone).toBe(
      '+7 (917) 255-10-01',
    );
  });

  it('changes the status and source only when the answer carries a new id', () => {
    const renamedOnly = mergeLead(onScreen, { ...onScreen, status_name: 'Думает', source_name: 'ВКонтакте' });
    expect(renamedOnly).toMatchObject({ status_name: 'В обработке', source_name: 'Instagram' });

    const missing = mergeLead(onScreen, { ...onScreen, status_id: null, status_name: null, source_id: null });
    expect(missing).toMatchObject({ status_id: 2, status_name: 'В обработке', source_id: 4 });

    const moved = mergeLead(onScreen, { ...onScreen, status_id: 3, status_name: 'Записан на пробное' });
    expect(moved).toMatchObject({ status_id: 3, status_name: 'Записан на пробное' });
  });

  it('changes the author only when the answer names one', () => {
    expect(mergeLead(onScreen, { ...onScreen, created_by: null }).created_by).toBe(
      'Савельева Ирина Андреевна',
    );
    expect(mergeLead(onScreen, { ...onScreen, created_by: '' }).created_by).toBe('Савельева Ирина Андреевна');
    expect(mergeLead(onScreen, { ...onScreen, created_by: 'Гарипова Алсу Ринатовна' }).created_by).toBe(
      'Гарипова Алсу Ринатовна',
    );
  });
});
