import { readFileSync } from "node:fs";
import path from "node:path";

export const SDK_DIR = path.resolve(__dirname, "../../../packages/sdk");

export interface SdkExample {
  /** The block's first line without `// `, which names it. */
  title: string;
  code: string;
}

/** Every `ts` block of packages/sdk/README.md, in order: each is a whole script a reader may run. */
export function sdkReadmeExamples(): SdkExample[] {
  const text = readFileSync(path.join(SDK_DIR, "README.md"), "utf8");
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map(([, code]) => ({ title: /^\/\/ (.*)$/m.exec(code!)?.[1]?.trim() ?? "", code: code! }));
}

/** The example named `title`; an error naming the README when it is not there. */
export function sdkReadmeExample(title: string): string {
  const example = sdkReadmeExamples().find((e) => e.title === title);
  if (!example) throw new Error(`packages/sdk/README.md has no ts example starting "// ${title}"`);
  return example.code;
}
