import { createBaseQueryClient } from '@/app/base-query-client';
import { startApp } from '@/app/start';
import { CabinetApp } from './app';
import { createCabinetRouter } from './router';

// Личный кабинет (docs/cabinet.md): the families' own app on a page of its own (cabinet.html), so a parent's phone
// downloads nothing of the staff's app — neither their routes nor the contract's schemas.
void startApp(() => {
  const queryClient = createBaseQueryClient();
  const router = createCabinetRouter({ queryClient });
  return <CabinetApp queryClient={queryClient} router={router} />;
});
