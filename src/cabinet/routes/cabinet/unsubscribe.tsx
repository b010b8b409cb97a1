import { createFileRoute } from '@tanstack/react-router';
import { Unsubscribe } from '@/features/cabinet/components/unsubscribe';

/** The page a school email's «Отписаться» link opens: `/cabinet/unsubscribe?token=…`, no sign-in needed. */
export const Route = createFileRoute('/cabinet/unsubscribe')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  return <Unsubscribe token={token} />;
}
