/// <reference types="vite/client" />

// Declaration merging with Vite's own types needs `interface` here.
interface ImportMetaEnv {
  /** True in `--mode mock`: the MSW worker answers /api (see vite.config.ts). */
  readonly VITE_API_MOCKS: boolean;
  /** The mock host's delay before each answer, in ms (MOCK_LATENCY_MS at build; 150 by default). */
  readonly VITE_MOCK_LATENCY_MS: number;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
