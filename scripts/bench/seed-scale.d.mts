// Types of seed-scale.mjs for the API's TypeScript tests (test/seed-scale.int-spec.ts).
export type BenchDatabase = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

export declare const BENCH_ADMIN: { email: string; password: string; name: string };

export declare function seedScale(options: {
  database: BenchDatabase;
  videos: number;
  participants: number;
  log?: (line: string) => void;
}): Promise<Record<string, number>>;
