import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { JoinTrialAnswer } from '@/contract';
import { russianWeekdayAndDay } from '@/contract/dates';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { Notice } from '@/ui/notice';
import { PageShell } from '@/ui/page-shell';
import { joinQueries } from '../api/join-queries';
import type { UtmMarks } from '../page-address';
import { joinTexts } from '../texts';
import styles from './join.module.css';
import { JoinForm } from './join-form';

type JoinPageViewProps = {
  code: string;
  marks: UtmMarks;
  /** The header's controls the page's app gives it (the theme). */
  actions: ReactNode;
};

/** The school's public trial form (docs/join-form.md): its timetable and the sign-up, then what was booked. */
export function JoinPageView({ code, marks, actions }: JoinPageViewProps) {
  const queryClient = useQueryClient();
  const page = useQuery({ ...joinQueries.page(code), enabled: code !== '' });
  const [done, setDone] = useState<JoinTrialAnswer | null>(null);
  const schoolName = page.data?.school_name ?? joinTexts.title;
  useEffect(() => {
    document.title = page.data ? `${joinTexts.title} · ${page.data.school_name}` : joinTexts.title;
  }, [page.data]);

  function again() {
    setDone(null);
    // A new visit: fresh seats and a fresh stamp.
    void queryClient.resetQueries({ queryKey: joinQueries.page(code).queryKey });
  }

  let body: ReactNode;
  if (code === '') body = <ErrorMessage>{joinTexts.noCode}</ErrorMessage>;
  else if (page.isPending) body = <Loader />;
  else if (page.isError)
    body = <ErrorMessage>{serverMessageOf(page.error) ?? joinTexts.loadFailed}</ErrorMessage>;
  else if (done)
    body = (
      <>
        <Notice>
          {joinTexts.done(done.group_name, `${russianWeekdayAndDay(done.lesson_date)}, ${done.start_time}`)}
        </Notice>
        <Button onClick={again}>{joinTexts.again}</Button>
      </>
    );
  else if (page.data.groups.length === 0) body = <p className={styles.muted}>{joinTexts.noLessons}</p>;
  else body = <JoinForm code={code} page={page.data} marks={marks} onDone={setDone} />;

  return (
    <PageShell schoolName={schoolName} actions={actions} widthRem={36}>
      <h1 className={styles.title}>{joinTexts.title}</h1>
      {!done && page.data && page.data.groups.length > 0 && <p className={styles.muted}>{joinTexts.intro}</p>}
      {body}
    </PageShell>
  );
}
