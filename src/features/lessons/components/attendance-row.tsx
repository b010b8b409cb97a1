import { MessageSquare, X } from 'lucide-react';
import { use, useEffect, useRef, useState } from 'react';
import { type AttendanceMark, type AttendanceRecord, attendanceMarks, formatMoney } from '@/contract';
import { formatDate } from '@/lib/dates';
import { useMarkAttendance } from '../api/use-mark-attendance';
import { StudentMoneySlot } from '../student-money-slot';
import { scheduleTexts } from '../texts';
import styles from './attendance-list.module.css';

type AttendanceRowProps = {
  record: AttendanceRecord;
  editable: boolean;
  /**
   * Put the keyboard on this student's marks (the front desk found them by name): Space then marks «был». A new
   * number asks again.
   */
  focusRequest?: number;
};

/**
 * What covers the visit: the subscription with its visits left and end, a freeze, or a debt — and, with no pass,
 * whether «не был» is a debt too (the school decides: docs/money.md), so the desk knows before the mark.
 */
export function coverageText(record: AttendanceRecord): string {
  if (record.frozen) return scheduleTexts.passFrozen;
  // A teacher sees no money: only whether a subscription covers the visit.
  if (record.balance === null) return record.covered ? scheduleTexts.covered : scheduleTexts.notCovered;
  const parts =
    record.sub_name && record.expires_at
      ? [
          scheduleTexts.subscriptionLeft(
            record.sub_name,
            record.remaining_visits,
            formatDate(record.expires_at),
          ),
        ]
      : [scheduleTexts.noPass, record.absence_debt ? scheduleTexts.absenceBilled : scheduleTexts.absenceFree];
  if (record.balance < 0) parts.push(scheduleTexts.debt(formatMoney(-record.balance)));
  return parts.join(' · ');
}

/**
 * One student's mark: «был», «не был» or «уважительная», or none yet («не отмечен»), and what pays for the
 * visit. Only a recorded mark charges (docs/money.md); the radio group is the student's, so arrows move
 * between its marks and Tab to the next student. An «уважительная» the family gave from the cabinet («не придём»)
 * says so in words beside the marks; a make-up guest of another group is named so beside the name.
 */
export function AttendanceRow({ record, editable, focusRequest }: AttendanceRowProps) {
  const markAttendance = useMarkAttendance(record.lesson_id);
  const marks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === undefined) return;
    const radios = marks.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = [...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  }, [focusRequest]);
  const moneyActions = use(StudentMoneySlot);
  // The optimistic change reaches the cache a moment after the click, and React would put the controlled radio
  // back in between (a flicker): the row holds the clicked mark itself until its last mark settles.
  const [clicked, setClicked] = useState<AttendanceMark | null | undefined>(undefined);
  const shown = clicked === undefined ? record.mark : clicked;
  const mark = (value: AttendanceMark | null) => {
    setClicked(value);
    markAttendance.mutate(
      { studentId: record.student_id, mark: value },
      { onSettled: () => setClicked(undefined) },
    );
  };
  const warn = record.debt_limit_reached && shown === null;

  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>
          {record.student_name}
          {record.makeup_id !== null && (
            <span className={styles.guest} title={scheduleTexts.makeupGuestTitle}>
              {scheduleTexts.makeupGuest}
            </span>
          )}
        </span>
        <span className={warn ? styles.warning : styles.coverage}>
          {warn ? scheduleTexts.debtLimit : coverageText(record)}
        </span>
        {moneyActions?.(record)}
      </div>
      <div
        ref={marks}
        className={styles.marks}
        role="radiogroup"
        aria-label={scheduleTexts.markGroup(record.student_name)}
      >
        {shown === null && <span className={styles.unmarked}>{scheduleTexts.unmarked}</span>}
        {record.announced && shown === 'excused' && (
          <span className={styles.announced} title={scheduleTexts.announcedTitle}>
            <MessageSquare size={12} aria-hidden />
            {scheduleTexts.announced}
          </span>
        )}
        {attendanceMarks.map((value) => (
          <label
            key={value}
            className={styles.mark}
            title={scheduleTexts.markTitles[value]}
            data-mark={value}
          >
            <input
              type="radio"
              name={`mark-${record.lesson_id}-${record.student_id}`}
              value={value}
              checked={shown === value}
              disabled={!editable}
              onChange={() => mark(value)}
            />
            <span>{scheduleTexts.marks[value]}</span>
          </label>
        ))}
        {editable && shown !== null && (
          <button
            type="button"
            className={styles.unmark}
            aria-label={scheduleTexts.unmark(record.student_name)}
            title={scheduleTexts.unmark(record.student_name)}
            onClick={() => mark(null)}
          >
            <X size={14} aria-hidden />
          </button>
        )}
      </div>
    </li>
  );
}
