import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type PayrollLine, type PayrollTeacher, type Period, sayNote } from '@/contract';
import { dayjs, formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { monthOf, PeriodPicker } from '@/ui/period-picker';
import { Table } from '@/ui/table';
import { payrollQueries } from '../api/payroll-queries';
import { useClosePeriod } from '../api/use-payroll-mutations';
import { payrollTexts } from '../texts';
import { AdjustmentForm } from './adjustment-form';
import { ClosePeriodDialog } from './close-period-dialog';
import { LessonPayDialog } from './lesson-pay-dialog';
import styles from './payroll.module.css';

/**
 * A period's pay: each teacher's total, opening into the lessons it is made of and the rate each took. The owner
 * and the accountant see every teacher; a teacher, only themselves (the server answers only that).
 */
export function PayrollCard({ title, canClose = false }: { title: string; canClose?: boolean }) {
  const clock = useSchoolClock();
  const [period, setPeriod] = useState<Period>(() => monthOf(dayjs(clock.today())));
  const payroll = useQuery(payrollQueries.preview(period));
  const close = useClosePeriod();
  const [paying, setPaying] = useState<LessonLine | null>(null);
  // Closing is asked first, with the totals it will store.
  const [confirming, setConfirming] = useState(false);
  // Only days already past close (the server refuses the rest too).
  const closable = canClose && period.date_to <= clock.today();

  return (
    <Card title={title}>
      <PeriodPicker period={period} onChange={setPeriod} presets={['thisMonth', 'lastMonth']} />
      {payroll.isPending && <Loader />}
      {payroll.isError && <ErrorMessage>{toErrorMessage(payroll.error, 'finances')}</ErrorMessage>}
      {payroll.data && (
        <ul className={styles.teachers} aria-label={payrollTexts.payLabel}>
          {payroll.data.teachers.map((teacher) => (
            <TeacherPay
              key={teacher.teacher_id}
              teacher={teacher}
              onLessonPay={canClose ? setPaying : undefined}
            />
          ))}
        </ul>
      )}
      {canClose && payroll.data && payroll.data.teachers.length > 0 && (
        <AdjustmentForm teachers={payroll.data.teachers} />
      )}
      {closable && payroll.data && (
        <div className={styles.closeRow}>
          <Button disabled={close.isPending} onClick={() => setConfirming(true)}>
            {payrollTexts.close}
          </Button>
          <span className={styles.muted}>{payrollTexts.closeHint}</span>
        </div>
      )}
      {paying && <LessonPayDialog line={paying} onClose={() => setPaying(null)} />}
      {confirming && payroll.data && (
        <ClosePeriodDialog
          pay={payroll.data}
          pending={close.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => close.mutate(period, { onSettled: () => setConfirming(false) })}
        />
      )}
    </Card>
  );
}

type LessonLine = PayrollLine & { lesson_id: number };

type TeacherPayProps = {
  teacher: PayrollTeacher;
  /** Owner and accountant: a lesson's one-off amount instead of its rate. */
  onLessonPay?: (line: LessonLine) => void;
};

function TeacherPay({ teacher, onLessonPay }: TeacherPayProps) {
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
            headers={
              onLessonPay ? [...payrollTexts.headers, payrollTexts.lessonPayColumn] : payrollTexts.headers
            }
            framed={false}
          >
            {teacher.lines.map((line, index) =>
              line.lesson_id === null ? (
                // A manual addition or deduction: its reason across the lesson's columns.
                // biome-ignore lint/suspicious/noArrayIndexKey: manual lines have no id; their order is fixed.
                <tr key={`manual-${index}`}>
                  <td>{formatDate(line.lesson_date)}</td>
                  <td colSpan={4}>{line.note_data && sayNote(line.note_data)}</td>
                  <td>{payrollTexts.manual}</td>
                  <td>{formatMoney(line.amount)}</td>
                  {onLessonPay && <td />}
                </tr>
              ) : line.note_data !== null ? (
                // A lesson of a closed period whose pay changed since: the difference, and why.
                <tr key={`correction-${line.lesson_id}`}>
                  <td>
                    {formatDate(line.lesson_date)} {line.start_time}
                  </td>
                  <td>{line.group_name}</td>
                  <td colSpan={4}>{sayNote(line.note_data)}</td>
                  <td>{formatMoney(line.amount)}</td>
                  {onLessonPay && <td />}
                </tr>
              ) : (
                <tr key={line.lesson_id}>
                  <td>
                    {formatDate(line.lesson_date)} {line.start_time}
                  </td>
                  <td>{line.group_name}</td>
                  <td>{payrollTexts.minutes(line.duration_minutes)}</td>
                  <td>{line.students_present}</td>
                  <td>{formatMoney(line.charged)}</td>
                  <td>
                    {line.override_reason !== null
                      ? payrollTexts.oneOff(line.override_reason)
                      : line.rate
                        ? payrollTexts.rateText(line.rate)
                        : payrollTexts.noRate}
                  </td>
                  <td>{formatMoney(line.amount)}</td>
                  {onLessonPay && (
                    <td>
                      <Button
                        size="sm"
                        aria-label={payrollTexts.lessonPayLabel(
                          `${formatDate(line.lesson_date)} ${line.start_time}`,
                        )}
                        onClick={() => onLessonPay({ ...line, lesson_id: line.lesson_id as number })}
                      >
                        {payrollTexts.lessonPayButton}
                      </Button>
                    </td>
                  )}
                </tr>
              ),
            )}
          </Table>
        )}
      </details>
    </li>
  );
}
