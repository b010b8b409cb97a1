import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: pure Node (contract, server on SQLite/PostgreSQL, MSW handlers, contract suite)
// and jsdom (components and hooks against msw/node).
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; on a 2-core CI machine that is one worker for ~100 files.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/contract/**/*.test.ts',
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          setupFiles: ['server/test/support/cheap-password-hashing.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'src/features/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/ui/**/*.test.ts',
          ],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
