import { test as base } from '@playwright/test';
import { type SchoolFixtures, schoolFixtures } from './school-test';

/** `test` of the fullstack and postgres projects: Playwright's own, with the `login` fixture. */
export const test = base.extend<SchoolFixtures>(schoolFixtures);

export { expect } from '@playwright/test';
