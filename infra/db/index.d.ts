export interface RunningDb {
  uri: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
export function ensureFerretDb(options?: { log?: (line: string) => void }): string;
export function startFerretDb(options?: {
  port?: number;
  dataDir?: string;
  log?: (line: string) => void;
  quiet?: boolean;
  /** SQLite's durability per commit; default SOHNNE_DB_SYNCHRONOUS, else 'normal'. */
  synchronous?: 'normal' | 'full';
  /** Another FerretDB build than ours (a benchmark's baseline). */
  binary?: string;
}): Promise<RunningDb>;
export function sqliteUrl(dir: string, synchronous: 'normal' | 'full'): string;
export function databaseUri(dbName: string): string;
export function freePort(): Promise<number>;
export const FERRETDB_VERSION: string;
/** Our build: the version and our patch, e.g. `1.24.2-id-index`. */
export const FERRETDB_BUILD: string;
export const REPO_ROOT: string;
