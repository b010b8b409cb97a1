import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableCell } from './editable-cell';
import { StaticCell } from './static-cell';
import type { TableColumn } from './table-column';
import { VirtualTable } from './virtual-table';

type Person = { id: number; name: string; city: string };

const people: Person[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  name: `Ученик ${index + 1}`,
  city: index % 2 ? 'Казань' : 'Томск',
}));

function renderTable(onSave = vi.fn()) {
  const columns: TableColumn<Person>[] = [
    {
      id: 'name',
      header: 'Имя',
      cell: (person) => (
        <EditableCell
          kind="text"
          value={person.name}
          label={`Имя: ${person.name}`}
          onSave={(name) => onSave(person.id, name)}
        />
      ),
    },
    { id: 'city', header: 'Город', width: 120, cell: (person) => <StaticCell>{person.city}</StaticCell> },
  ];
  const user = userEvent.setup();
  render(
    <VirtualTable
      label="Ученики"
      rows={people}
      columns={columns}
      rowKey={(person) => person.id}
      rowName={(person) => person.name}
      renderDetails={(person) => <p>Подробности: {person.name}</p>}
      empty="Никого нет"
    />,
  );
  return { user, onSave, grid: screen.getByRole('grid', { name: 'Ученики' }) };
}

describe('VirtualTable', () => {
  it('puts only the rows in view into the page, whatever the number of rows', () => {
    const { grid } = renderTable();

    const rendered = grid.querySelectorAll('tr[data-row-index]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(within(grid).getByText('Ученик 1')).toBeInTheDocument();
    expect(within(grid).queryByText('Ученик 2000')).not.toBeInTheDocument();
  });

  it('keeps the column headers', () => {
    const { grid } = renderTable();

    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Имя', 'Город']);
  });

  it('expands a row to show its details', async () => {
    const { user, grid } = renderTable();

    const toggle = within(grid).getByRole('button', { name: 'Подробнее: Ученик 2' });
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(grid).getByText('Подробности: Ученик 2')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(grid).queryByText('Подробности: Ученик 2')).not.toBeInTheDocument();
  });

  it('is one tab stop, and arrow keys move between cells', async () => {
    const { user } = renderTable();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Подробнее: Ученик 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Ученик 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Ученик 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('Томск');
    expect(document.activeElement?.closest('tr')).toHaveTextContent('Ученик 3');
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('button', { name: 'Подробнее: Ученик 2' })).toHaveFocus();
  });

  it('returns to the last focused cell when tabbed into again', async () => {
    const { user } = renderTable();

    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab({ shift: true });

    expect(screen.getByRole('button', { name: 'Ученик 2' })).toHaveFocus();
  });

  it('edits a cell from the keyboard and goes on moving after Enter', async () => {
    const { user, onSave } = renderTable();

    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    await user.keyboard('Анна{Enter}{ArrowDown}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith(1, 'Анна');
    expect(screen.getByRole('button', { name: 'Ученик 2' })).toHaveFocus();
  });

  it('says so when there are no rows', () => {
    render(
      <VirtualTable
        label="Ученики"
        rows={[]}
        columns={[]}
        rowKey={(person: Person) => person.id}
        rowName={(person) => person.name}
        empty="Никого нет"
      />,
    );

    expect(screen.getByText('Никого нет')).toBeInTheDocument();
  });
});
