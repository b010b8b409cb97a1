import type { Kysely } from 'kysely';
import {
  defaultJoinConsent,
  type JoinFormSettings,
  type JoinPage as JoinPageAnswer,
  type SchoolTime,
} from '../../../../src/contract/index.ts';
import type { JoinPage } from '../../auth/join-page.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { schoolNameOf } from '../schools/service.ts';
import { notFound } from '../shared/domain-errors.ts';
import { trialOffer } from './offer.ts';
import * as forms from './repository.ts';
import { issueStamp } from './stamp.ts';

/** What the visitor sees: the school's name, the consent, the groups open for trials and a fresh stamp. */
export async function pageOf(
  db: Kysely<Database>,
  page: JoinPage,
  time: SchoolTime,
): Promise<JoinPageAnswer> {
  return {
    school_name: page.schoolName,
    consent_text: page.consentText || defaultJoinConsent(page.schoolName),
    stamp: issueStamp(page, time.now),
    groups: await trialOffer(db, page.schoolId, time),
  };
}

/** A new school's form, made with its registration: every school has a link from the start. */
export const createJoinForm = forms.insertForm;

/** The owner's view of the form: the link's code and the consent text in force. */
export async function joinFormSettings(db: Kysely<Database>, schoolId: number): Promise<JoinFormSettings> {
  const [form, name] = await Promise.all([forms.findForm(db, schoolId), schoolNameOf(db, schoolId)]);
  if (!form) throw notFound();
  return {
    code: form.code,
    consent_text: form.consent_text || defaultJoinConsent(name),
    consent_is_default: form.consent_text === '',
  };
}

/** The owner's consent text; empty, or the default text itself, goes back to the default. */
export function updateJoinConsent(db: Kysely<Database>, schoolId: number, text: string) {
  return inTransaction(db, async (trx) => {
    const name = await schoolNameOf(trx, schoolId);
    await forms.updateConsent(trx, schoolId, text === defaultJoinConsent(name) ? '' : text);
    return joinFormSettings(trx, schoolId);
  });
}

/** A new link: the old one answers «not found» from now on, and so do the pages it gave. */
export function changeJoinCode(db: Kysely<Database>, schoolId: number) {
  return inTransaction(db, async (trx) => {
    await forms.renewCode(trx, schoolId);
    return joinFormSettings(trx, schoolId);
  });
}
