import { Link } from '@tanstack/react-router';
import { NotFoundView } from '@/app/not-found-view';
import { appTexts } from '@/app/texts';

export function CabinetNotFound() {
  return (
    <NotFoundView>
      <Link to="/cabinet">{appTexts.toHome}</Link>
    </NotFoundView>
  );
}
