import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type PayrollTeacher, type Period } from '@/contract';
import { dayjs, formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { monthOf, PeriodPicker } from '@/ui/period-picker';
import { Table } from '@/ui/table';
import { payrollQueries } from '../api/payroll-queries';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

/**
 * A period's pay: each teacher's total, opening into the lessons it is made of and the rate each took. The owner
 * and the accountant see every teacher; a teacher, only themselves (the server answers only that).
 */
export function PayrollCard({ title }: { title: string }) {
  const [period, setPeriod] = useState<Period>(() => monthOf(dayjs()));
  const payroll = useQuery(payrollQueries.preview(period));

  return (
    <Card title={title}>
      <PeriodPicker period={period} onChange={setPeriod} presets={['thisMonth', 'lastMonth']} />
      {payroll.isPending && <Loader />}
      {payroll.isError && <ErrorMessage>{toErrorMessage(payroll.error, 'finances')}</ErrorMessage>}
      {payroll.data && (
        <ul className={styles.teachers} aria-label={payrollTexts.payLabel}>
          {payroll.data.teachers.map((teacher) => (
            <TeacherPay key={teacher.teacher_id} teacher={teacher} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function TeacherPay({ teacher }: { teacher: PayrollTeacher }) {
  return (
    <li>
      <details className={styles.teacher}>
        <summary>
          <span className={styles.name}>{teacher.teacher_name}</span>
          <span className={styles.muted}>{payrollTexts.lessonsCount(teacher.lessons)}</span>
          <strong>{formatMoney(teacher.total)}</strong>
        </summary>
        {teacher.lines.length === 0 ? (
          <p className={styles.muted}>{payrollTexts.noLessons}</p>
        ) : (
          <Table
            label={payrollTexts.details(teacher.teacher_name)}
            headers={payrollTexts.headers}
            framed={false}
          >
            {teacher.lines.map((line) => (
              <tr key={line.lesson_id}>
                <td>
                  {formatDate(line.lesson_date)} {line.start_time}
                </td>
                <td>{line.group_name}</td>
                <td>{payrollTexts.minutes(line.duration_minutes)}</td>
                <td>{line.students_present}</td>
                <td>{formatMoney(line.charged)}</td>
                <td>{line.rate ? payrollTexts.rateText(line.rate) : payrollTexts.noRate}</td>
                <td>{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </details>
    </li>
  );
}
