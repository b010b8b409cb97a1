import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import styles from '@/features/cabinet/components/cabinet.module.css';
import { ConsentBanner } from '@/features/cabinet/components/consent-banner';
import { OffersCard } from '@/features/cabinet/components/offers-card';
import { StudentCard } from '@/features/cabinet/components/student-card';
import { cabinetTexts } from '@/features/cabinet/texts';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';

export const Route = createFileRoute('/cabinet/_family/')({
  component: CabinetHomePage,
});

/** The family at a glance: each child's money, passes and coming lessons, with «не придём» right there. */
function CabinetHomePage() {
  const home = useQuery(cabinetQueries.home());
  if (home.isPending) return <Loader />;
  if (home.isError) return <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>;
  return (
    <>
      <h1 className="visually-hidden">{cabinetTexts.title}</h1>
      <ConsentBanner home={home.data}>
        <Link to="/cabinet/settings">{cabinetTexts.consentBanner.open}</Link>
      </ConsentBanner>
      <OffersCard />
      {home.data.students.map((student) => (
        <StudentCard
          key={student.id}
          student={student}
          cutoffMinutes={home.data.school.cutoff_minutes}
          more={
            <Link
              className={styles.more}
              to="/cabinet/students/$studentId"
              params={{ studentId: String(student.id) }}
            >
              {cabinetTexts.home.more}
            </Link>
          }
        />
      ))}
    </>
  );
}
