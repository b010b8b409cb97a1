import { serverErrors } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { clientAddress } from '../../auth/client-address.ts';
import type { JoinPage } from '../../auth/join-page.ts';
import { notFoundAs } from '../shared/domain-errors.ts';
import type { Handlers } from '../shared/handler.ts';
import { changeJoinCode, joinFormSettings, pageOf, updateJoinConsent } from './service.ts';
import { signUpForTrial } from './sign-up.ts';

/** The school the address names; an unknown or replaced code is a link that leads nowhere. */
function named(page: JoinPage | null): JoinPage {
  if (!page) throw notFoundAs(serverErrors.joinFormNotFound);
  return page;
}

export function joinFormHandlers({ db, trustProxy, socketAddress }: ApiDeps) {
  return {
    joinPage: ({ page, time }) => pageOf(db, named(page), time),
    joinTrial: ({ c, page, body, time }) =>
      signUpForTrial(db, named(page), body, { ip: clientAddress(c, trustProxy, socketAddress), time }),
    joinFormSettings: ({ schoolId }) => joinFormSettings(db, schoolId),
    joinFormSettingsUpdate: ({ schoolId, body }) => updateJoinConsent(db, schoolId, body.consent_text),
    joinFormCodeChange: ({ schoolId }) => changeJoinCode(db, schoolId),
  } satisfies Partial<Handlers>;
}
