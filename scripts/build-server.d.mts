// Types of scripts/build-server.mjs for the TypeScript that calls it (the tests' global setup).
export declare function newestChange(path: string): number;
export declare function bundle(entryPoints: string[], outdir: string): Promise<string[]>;
export declare function buildServerIfNeeded(): Promise<void>;
