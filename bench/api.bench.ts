/**
 * Server throughput of the hottest calls, in-process through `app.request` on a fresh SQLite database:
 * the auth check every page load makes, and the staff list of the profile page.
 */
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { printTimings, timeRequests } from './support/timing.ts';

export default async function run() {
  await withDemoSchool({ postgres: false }, async (database) => {
    const { app, headers } = await ownerApp(database.db);
    printTimings(
      'GET /api/auth/check',
      await timeRequests(500, () => app.request('/api/auth/check', { headers })),
    );
    printTimings(
      'POST /api/users/getAllWhere',
      await timeRequests(500, () =>
        app.request('/api/users/getAllWhere', { method: 'POST', headers, body: '{}' }),
      ),
    );
  });
}
