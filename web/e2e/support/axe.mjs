// axe-core (WCAG 2.2 A and AA, and axe's best practices) on a page as it stands. The page must be
// opened with \`bypassCSP\`: the policy refuses inline scripts, and axe is injected as one.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it stands; answers one line per violated rule. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }), TAGS);
  return result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — e.g. ${v.nodes[0]?.target.join(" ")}`);
}
