import type { JoinPage } from '@/contract';
import { russianWeekdayAndDay } from '@/contract/dates';
import { joinTexts } from '../texts';
import styles from './join.module.css';

type LessonPickerProps = {
  groups: JoinPage['groups'];
  value: number | null;
  onChange: (lessonId: number) => void;
};

/** The open groups with their next lessons, one choice among them all; a full lesson is shown but not chosen. */
export function LessonPicker({ groups, value, onChange }: LessonPickerProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{joinTexts.lessons}</legend>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend className={styles.groupName}>{group.name}</legend>
          {group.lessons.map((lesson) => (
            <label key={lesson.id} className={styles.choice}>
              <input
                type="radio"
                name="lesson"
                required
                disabled={lesson.free_seats === 0}
                checked={value === lesson.id}
                onChange={() => onChange(lesson.id)}
              />
              <span className={styles.choiceText}>
                <span>
                  {russianWeekdayAndDay(lesson.date)}, {lesson.start_time}
                  {lesson.style_name ? ` · ${lesson.style_name}` : ''}
                </span>
                <span className={styles.seats}>{joinTexts.seats(lesson.free_seats)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
