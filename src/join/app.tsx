import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JoinPageView } from '@/features/join/components/join-page';
import { joinCodeOf, utmMarksOf } from '@/features/join/page-address';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

type JoinAppProps = {
  queryClient: QueryClient;
  /** The page's address: the school's code in its path, the link's marks in its query. */
  location: Pick<Location, 'pathname' | 'search'>;
};

/**
 * The school's public trial form (docs/join-form.md): one page at one address, so no router — the code and the
 * marks are read from the address once. No session, no cookie, nothing of the staff's app or the cabinet.
 */
export function JoinApp({ queryClient, location }: JoinAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JoinPageView
        code={joinCodeOf(location.pathname)}
        marks={utmMarksOf(location.search)}
        actions={<ThemeToggle />}
      />
    </QueryClientProvider>
  );
}
