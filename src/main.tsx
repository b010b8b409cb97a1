import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';

void startApp(() => {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  return <App queryClient={queryClient} router={router} />;
});
