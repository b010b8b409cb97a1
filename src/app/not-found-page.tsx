import { Link } from '@tanstack/react-router';
import { NotFoundView } from './not-found-view';
import { appTexts } from './texts';

export function NotFoundPage() {
  return (
    <NotFoundView>
      <Link to="/">{appTexts.toHome}</Link>
    </NotFoundView>
  );
}
