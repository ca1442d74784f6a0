/**
 * The sentences the API's own code writes into error envelopes (not the contract's validation
 * messages, which `messages/` holds), read from the functions' source the way a translator's tool
 * would: each as the ICU template the console's catalogue is keyed by, `${expr}` becoming `{name}`.
 * Used by the tests that keep the catalogue complete; the console never loads it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ServerSentence {
  template: string;
  /** `file:line`, for a test failure to point at. */
  where: string;
}

/**
 * Calls whose argument at that position is a sentence shown to people: the error constructors
 * `errors.ts` exports (the message first; `notFound` is read apart), read from it so a new one is
 * read too, and `publish.ts`'s `refused(problems, sentence)` and `draftSnapshot(brandId, experienceId,
 * sentence)` (which hands its sentence to `refused`).
 */
function messageArguments(functionsSrc: string): Record<string, number> {
  const errors = ts.createSourceFile("errors.ts", readFileSync(path.join(functionsSrc, "errors.ts"), "utf8"), ts.ScriptTarget.Latest, true);
  const constructors = errors.statements.flatMap((statement) =>
    ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) && d.name.text !== "notFound" ? [d.name.text] : []))
      : [],
  );
  return { ...Object.fromEntries(constructors.map((name) => [name, 0])), refused: 1, draftSnapshot: 2 };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "contract" || name === "seed" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The name a template's `${expr}` gets: the expression's last word (`data.fileName` is `fileName`). */
function argumentName(expr: ts.Expression): string {
  let node: ts.Node = expr;
  while (ts.isCallExpression(node) && node.arguments.length === 1) node = node.arguments[0];
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) return argumentName(node.expression.expression);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) return node.expression.text;
  return "value";
}

/** A condition choosing between two words (`count === 1 ? "it" : "them"`), or undefined. */
function wordChoice(expr: ts.Expression): { condition: string; whenTrue: string; whenFalse: string } | undefined {
  if (!ts.isConditionalExpression(expr)) return undefined;
  const literal = (e: ts.Expression) => (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) ? e.text : undefined);
  const [whenTrue, whenFalse] = [literal(expr.whenTrue), literal(expr.whenFalse)];
  return whenTrue === undefined || whenFalse === undefined ? undefined : { condition: expr.condition.getText(), whenTrue, whenFalse };
}

/**
 * A template literal's sentences. A value is `{name}`; a choice between two words (a plural's
 * "s", "it" or "them") is not a value but two sentences, one per branch, since another language
 * words each differently: choices under the same condition take the same branch.
 */
function templateTexts(expr: ts.TemplateExpression): string[] {
  const conditions = [...new Set(expr.templateSpans.flatMap((span) => wordChoice(span.expression)?.condition ?? []))];
  return Array.from({ length: 2 ** conditions.length }, (_, branches) => {
    const used = new Map<string, number>();
    let text = expr.head.text;
    for (const span of expr.templateSpans) {
      const choice = wordChoice(span.expression);
      if (choice) {
        text += branches & (1 << conditions.indexOf(choice.condition)) ? choice.whenFalse : choice.whenTrue;
      } else {
        const base = argumentName(span.expression);
        const count = (used.get(base) ?? 0) + 1;
        used.set(base, count);
        text += `{${count === 1 ? base : `${base}${count}`}}`;
      }
      text += span.literal.text;
    }
    return text;
  });
}

/** Every sentence an expression can be: a string, a template, either branch of a condition. */
function templates(expr: ts.Expression | undefined): string[] {
  if (!expr) return [];
  if (ts.isParenthesizedExpression(expr)) return templates(expr.expression);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isConditionalExpression(expr)) return [...templates(expr.whenTrue), ...templates(expr.whenFalse)];
  if (ts.isTemplateExpression(expr)) return templateTexts(expr);
  return [];
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

export function extractServerSentences(functionsSrc: string): ServerSentence[] {
  const found: ServerSentence[] = [];
  const messageArgument = messageArguments(functionsSrc);
  for (const file of sourceFiles(functionsSrc)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const add = (expr: ts.Expression | undefined, node: ts.Node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const template of templates(expr)) found.push({ template, where: `${path.relative(functionsSrc, file)}:${line}` });
    };
    const visit = (node: ts.Node) => {
      // errors.ts builds its helpers' sentences from their arguments: the call sites hold the words.
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && path.basename(file) !== "errors.ts") {
        const name = calleeName(node);
        const args = node.arguments ?? [];
        if (name === "notFound") {
          // `notFound("Experience")` says "Experience not found"; `notFound({ message })` says the message.
          const [what] = args;
          const message = what && ts.isObjectLiteralExpression(what) ? what.properties.find((p) => p.name?.getText() === "message") : undefined;
          if (message && ts.isPropertyAssignment(message)) add(message.initializer, node);
          else for (const text of templates(what)) add(ts.factory.createStringLiteral(`${text} not found`), node);
        } else if (name !== undefined && name in messageArgument) {
          add(args[messageArgument[name]], node);
        }
      }
      // A field's or a CSV row's issue: `{ path, message }`, `{ row, column, message }`.
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map(
          node.properties.flatMap((p) =>
            (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) ? [[p.name.text, p] as const] : [],
          ),
        );
        const message = props.get("message");
        if (message && ts.isPropertyAssignment(message) && (props.has("path") || props.has("row"))) add(message.initializer, message);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
