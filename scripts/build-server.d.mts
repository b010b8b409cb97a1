// Types of scripts/build-server.mjs for the TypeScript that calls it (the tests' global setup, the benches).
export declare const serverBundleDir: string;
export declare function newestChange(path: string): number;
export declare function bundle(entryPoints: string[], outdir: string): Promise<string[]>;
export declare function buildServerIfNeeded(): Promise<void>;
