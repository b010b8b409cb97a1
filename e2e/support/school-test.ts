import type { Fixtures, PlaywrightTestArgs, PlaywrightTestOptions } from '@playwright/test';
import { type OwnSchool, ownSchool, removeOwnSchool, type StaffRole } from './own-school';

/**
 * `login({ role })` signs the page in as that role of the test's own school, registered through the API on the
 * first call (e2e/support/own-school.ts) and deleted after the test on a server. Every call in one test signs into
 * the same school, so a flow arranges its data as the owner and works as the receptionist.
 */
export type Login = (options: { role: StaffRole }) => Promise<OwnSchool>;

export type SchoolFixtures = { login: Login };

export const schoolFixtures: Fixtures<SchoolFixtures, object, PlaywrightTestArgs & PlaywrightTestOptions> = {
  login: async ({ page, baseURL }, use, testInfo) => {
    let school: Promise<OwnSchool> | undefined;
    await use(async ({ role }) => {
      school ??= ownSchool(page);
      const own = await school;
      await own.login(role);
      return own;
    });
    // The mocks project's school lives in the tab's database; a server's is deleted by the platform's admin.
    if (school && baseURL && testInfo.project.name !== 'mocks') await removeOwnSchool(baseURL, await school);
  },
};
