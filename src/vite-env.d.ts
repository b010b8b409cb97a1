/// <reference types="vite/client" />

// Declaration merging with Vite's own types needs `interface` here.
interface ImportMetaEnv {
  /** True in `--mode mock`: the MSW worker answers /api (see vite.config.ts). */
  readonly VITE_API_MOCKS: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
