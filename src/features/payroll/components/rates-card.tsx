import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { serverMessageOf, toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { Table } from '@/ui/table';
import { payrollQueries } from '../api/payroll-queries';
import { useCreateRate, useDeleteRate } from '../api/use-payroll-mutations';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';
import { RateForm } from './rate-form';

const headers = ['Преподаватель', 'Ставка', 'Для', 'Действует с', ''];

/** The owner's and the accountant's rates: the list (newest first per teacher) and a form for a new one. */
export function RatesCard() {
  const rates = useQuery(payrollQueries.rates());
  const choices = useQuery(payrollQueries.choices());
  const create = useCreateRate();
  const remove = useDeleteRate();

  return (
    <Card title={payrollTexts.ratesTitle}>
      <p className={styles.muted}>{payrollTexts.ratesHint}</p>
      {choices.isSuccess && (
        <RateForm
          choices={choices.data}
          pending={create.isPending}
          error={create.isError ? (serverMessageOf(create.error) ?? payrollTexts.saveFailed) : null}
          onEdit={create.reset}
          onSubmit={(input, done) => create.mutate(input, { onSuccess: done })}
        />
      )}
      {(rates.isPending || choices.isPending) && <Loader />}
      {rates.isError && <ErrorMessage>{toErrorMessage(rates.error, 'finances')}</ErrorMessage>}
      {rates.data?.length === 0 && <p className={styles.muted}>{payrollTexts.noRates}</p>}
      {rates.data && rates.data.length > 0 && (
        <Table label={payrollTexts.ratesLabel} headers={headers} framed={false}>
          {rates.data.map((rate) => (
            <tr key={rate.id}>
              <td>{rate.teacher_name}</td>
              <td>{payrollTexts.rateText(rate)}</td>
              <td>{rate.group_name ?? rate.direction_name ?? payrollTexts.allLessons}</td>
              <td>{formatDate(rate.effective_from)}</td>
              <td className={styles.actions}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={payrollTexts.removeLabel(rate.teacher_name)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(rate)}
                >
                  {payrollTexts.remove}
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
