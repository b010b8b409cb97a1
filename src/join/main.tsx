import { createBaseQueryClient } from '@/app/base-query-client';
import { startApp } from '@/app/start';
import { useThemeStore } from '@/features/theme/theme-store';
import { JoinApp } from './app';

// The school's public trial form (docs/join-form.md) on a page of its own (join.html): a visitor of the school's
// site downloads neither the staff's app nor the cabinet. A school's site may ask for a theme to match its own
// (`?theme=light`) for that visit, without changing the visitor's saved one; otherwise the saved one, dark by default.
const asked = new URLSearchParams(window.location.search).get('theme');
if (asked === 'light' || asked === 'dark') useThemeStore.getState().showTheme(asked);

void startApp(() => <JoinApp queryClient={createBaseQueryClient()} location={window.location} />);
