import { useContext, useState } from 'react';
import { type Expense, formatMoney } from '@/contract';
import { formatDate } from '@/lib/dates';
import { GridButton } from '@/ui/grid-button';
import { RowHistorySlot } from '@/ui/row-history-slot';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import { VirtualTable } from '@/ui/virtual-table';
import { useExpenseVoid } from '../api/use-expense-writes';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { ReasonDialog } from './reason-dialog';

export const categoryName = (category: string) => financeTexts.expenseCategories[category] ?? category;

/** The period's expenses, newest first; a mistaken one is voided with a reason and stays, struck through. */
export function ExpensesTable({ expenses }: { expenses: readonly Expense[] }) {
  const [voiding, setVoiding] = useState<Expense | null>(null);
  const renderHistory = useContext(RowHistorySlot);
  const voidExpense = useExpenseVoid();
  const columns: TableColumn<Expense>[] = [
    {
      id: 'date',
      header: financeTexts.date,
      width: 104,
      cell: (x) => <StaticCell>{formatDate(x.spent_on)}</StaticCell>,
    },
    {
      id: 'category',
      header: financeTexts.category,
      width: 150,
      cell: (x) => <StaticCell>{categoryName(x.category)}</StaticCell>,
    },
    {
      id: 'amount',
      header: financeTexts.amountColumn,
      width: 170,
      cell: (x) => (
        <StaticCell>
          <span className={x.voided_at ? styles.voided : styles.amount}>{formatMoney(x.amount)}</span>
          {x.voided_at && ` ${financeTexts.voided}`}
        </StaticCell>
      ),
    },
    {
      id: 'comment',
      header: financeTexts.comment,
      cell: (x) => <StaticCell>{x.void_reason ?? x.comment}</StaticCell>,
    },
    {
      id: 'void',
      header: '',
      width: 120,
      cell: (x) => (
        <GridButton disabled={x.voided_at !== null} onClick={() => setVoiding(x)}>
          {financeTexts.voidAction}
        </GridButton>
      ),
    },
  ];
  // The owner reads who wrote and who voided it, and why.
  if (renderHistory)
    columns.push({
      id: 'history',
      header: '',
      width: 140,
      cell: (x) =>
        renderHistory({
          entity: 'expenses',
          id: x.id,
          title: `${categoryName(x.category)}, ${formatMoney(x.amount)}`,
          inGrid: true,
        }),
    });
  return (
    <>
      <div className={styles.tableBox}>
        <VirtualTable
          label={financeTexts.expensesTitle}
          rows={expenses}
          columns={columns}
          rowKey={(x) => x.id}
          rowName={(x) => categoryName(x.category)}
          empty={financeTexts.noExpenses}
        />
      </div>
      {voiding && (
        <ReasonDialog
          title={financeTexts.voidTitle(`расход ${formatMoney(voiding.amount)}`)}
          reasonLabel={financeTexts.voidReason}
          pending={voidExpense.isPending}
          onClose={() => setVoiding(null)}
          onConfirm={(reason) =>
            voidExpense.mutate({ id: voiding.id, reason }, { onSuccess: () => setVoiding(null) })
          }
        />
      )}
    </>
  );
}
