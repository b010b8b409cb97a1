import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const nodeTests = [
  'src/contract/**/*.test.ts',
  'server/**/*.test.ts',
  'mocks/**/*.test.ts',
  'test/**/*.test.ts',
];
const ISOLATED = '**/*.isolated.test.ts';
// The tests that start processes or read the machine's clock (test/architecture/process-tests.test.ts). CI sets
// PROCESS_TESTS_APART for `npm test` and runs them afterwards on their own, once, with the clock at 23:30 UTC
// (.ci/run); everywhere else they are part of the run.
const apart = process.env.PROCESS_TESTS_APART ? ['**/*.process.test.ts'] : [];
const node = {
  environment: 'node' as const,
  setupFiles: ['server/test/support/cheap-password-hashing.ts'],
  // The migrated and the seeded database every test copies (server/test/support/database-templates.ts).
  globalSetup: ['server/test/support/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

/**
 * The Node projects' files first, the components' after them. Vitest orders files by the last run's durations when
 * it has them and otherwise (a clean clone, as in CI) by project name, then size: the components' many short files
 * (under 13 s each) came first and the run ended on a few long Node files (processes, fuzzing, backups; up to 34 s)
 * while the other core waited. The short files are what fills the end well.
 */
class NodeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isDom = (file: TestSpecification) => file.project.name === 'dom';
    return [...sorted.filter((file) => !isDom(file)), ...sorted.filter(isDom)];
  }
}

// Pure Node (contract, server on SQLite/PostgreSQL, MSW handlers, contract suite) and happy-dom (components and
// hooks against msw/node).
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; on a 2-core CI machine that is one worker for ~100 files.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: NodeFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          ...node,
          name: 'node',
          include: nodeTests,
          exclude: [...configDefaults.exclude, ISOLATED, ...apart],
          // Files share a worker's modules: a fresh module graph per file cost more than the tests themselves.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Files that replace a module with vi.mock need a module graph of their own.
        test: { ...node, name: 'node-isolated', include: [ISOLATED] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          // happy-dom, not jsdom: the same 442 tests, the same assertions, in 185 CPU-seconds instead of 270 (106 s
          // against 152 s on two cores). The tests read markup and ARIA; what a person sees, Playwright checks.
          environment: 'happy-dom',
          include: [
            'src/**/*.test.tsx',
            'src/features/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/ui/**/*.test.ts',
          ],
          setupFiles: ['src/test/setup.ts'],
          // Files share a worker's document and its seeded mock host (src/test/setup.ts resets both per test).
          isolate: false,
          // A page test that restores a deleted person takes ~7 s alone on two cores and twice that while the
          // server's PostgreSQL tests share them; the limit is for a hung test, not a slow one.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
