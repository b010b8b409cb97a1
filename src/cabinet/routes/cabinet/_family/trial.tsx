import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import styles from '@/features/cabinet/components/cabinet.module.css';
import { TrialForm } from '@/features/cabinet/components/trial-form';
import { cabinetTexts } from '@/features/cabinet/texts';
import { Loader } from '@/ui/loader';

export const Route = createFileRoute('/cabinet/_family/trial')({
  component: CabinetTrialPage,
});

function CabinetTrialPage() {
  const home = useQuery(cabinetQueries.home());
  return (
    <section className={styles.panel} aria-labelledby="cabinet-trial">
      <h1 id="cabinet-trial" className={styles.heading}>
        {cabinetTexts.trial.heading}
      </h1>
      <p className={styles.muted}>{cabinetTexts.trial.intro}</p>
      {home.data ? <TrialForm students={home.data.students} /> : <Loader />}
    </section>
  );
}
