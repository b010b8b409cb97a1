import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import styles from '@/features/cabinet/components/cabinet.module.css';
import { StudentPage } from '@/features/cabinet/components/student-page';
import { cabinetTexts } from '@/features/cabinet/texts';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';

export const Route = createFileRoute('/cabinet/_family/students/$studentId')({
  component: CabinetStudentRoute,
});

function CabinetStudentRoute() {
  const { studentId } = Route.useParams();
  const home = useQuery(cabinetQueries.home());
  const student = useQuery(cabinetQueries.student(Number(studentId)));
  if (student.isPending || home.isPending) return <Loader />;
  if (student.isError || home.isError)
    return (
      <>
        <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>
        <Link to="/cabinet">{cabinetTexts.student.back}</Link>
      </>
    );
  return (
    <StudentPage
      student={student.data}
      cutoffMinutes={home.data.school.cutoff_minutes}
      back={
        <Link to="/cabinet" className={styles.more}>
          ← {cabinetTexts.student.back}
        </Link>
      }
    />
  );
}
