// @vitest-environment node
// Every colour of the dashboard (and of its plugins) comes from the theme's
// semantic tokens (bg, fg.muted, border, red.subtle, colorPalette.solid, ...),
// which have a light and a dark value: a raw palette value ("gray.700",
// "white", "#fff", "rgb(…)") stays the same in dark mode, where it is
// unreadable. The theme itself (system.ts) is where the palette is mapped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { system } from "./system";

const ROOT = resolve(import.meta.dirname, "../../..");
const EXEMPT = new Set(["src/app/theme/system.ts"]);

const PALETTES = "gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|whiteAlpha|blackAlpha";
/** Raw colours, wherever they are written in a string (style props, css objects, token references, CSS text). */
const RAW: RegExp[] = [
  new RegExp(`(?:^|[^\\w-])(?:${PALETTES})\\.(?:50|[1-9]00|950)\\b`), // "gray.700", "{colors.red.500}"
  new RegExp(`--chakra-colors-(?:${PALETTES})-\\d`), // var(--chakra-colors-gray-700)
  /(?:^|[\s(,]|\{colors\.)(?:white|black)(?:$|[\s}),])/, // "white", "{colors.black}", "1px solid white"
  /(?:^|[\s:(,])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])/i, // "#fff", "#1a2b3c"
  /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/, // "rgb(0 0 0)"
];

/** The semantic colour tokens ("fg.muted", "red.subtle", ...): a light and a dark value each. */
const SEMANTIC = new Set(
  system.tokens.allTokens
    .filter((t) => t.extensions.category === "colors" && (t.extensions.conditions || /^colorPalette\.[a-zA-Z]+$/.test(t.extensions.prop)))
    .map((t) => String(t.extensions.prop)),
);
const KEYWORDS = new Set(["inherit", "currentColor", "currentcolor", "transparent", "initial", "unset", "none"]);
/** Style props and CSS properties that take a colour. */
const COLOUR_PROP = /^(?:color|bg|bgColor|background|fill|stroke|[a-zA-Z]+Color)$/;

/** A colour prop's value is a semantic token (an opacity allowed: "fg.muted/80") or a keyword. */
const isSemantic = (value: string) => KEYWORDS.has(value) || SEMANTIC.has(value.replace(/\/\d+$/, ""));

/** The prop or property whose value the expression is, through `a ? "x" : "y"`, `a && "x"`, `{...}`. */
function ownerName(node: ts.Node): string | undefined {
  const LOGICAL = [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken];
  let n: ts.Node = node;
  for (let p = n.parent; ; n = p, p = p.parent) {
    const isValue =
      (ts.isConditionalExpression(p) && p.condition !== n) ||
      (ts.isBinaryExpression(p) && LOGICAL.includes(p.operatorToken.kind)) ||
      ts.isParenthesizedExpression(p) ||
      ts.isJsxExpression(p);
    if (!isValue) break;
  }
  const owner = n.parent;
  if (ts.isJsxAttribute(owner) || (ts.isPropertyAssignment(owner) && owner.initializer === n)) return owner.name.getText();
  return undefined;
}

interface Finding {
  line: number;
  value: string;
}

/** The raw colours in one source file's strings. */
function rawColours(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const value = node.text;
      const owner = ownerName(node)?.replace(/^["']|["']$/g, "");
      const wrongProp = owner !== undefined && COLOUR_PROP.test(owner) && ts.isStringLiteralLike(node) && !isSemantic(value);
      if (wrongProp || RAW.some((re) => re.test(value))) findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, value });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "locales" ? [] : sourceFiles(path);
    // tests and their fixtures are not shown in the dashboard
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-fixtures|test-utils/.test(name) ? [path] : [];
  });

const uiFiles = () => [
  ...sourceFiles(join(ROOT, "src/app")),
  ...readdirSync(join(ROOT, "plugins")).flatMap((plugin) => sourceFiles(join(ROOT, "plugins", plugin, "src"))),
];

describe("colours come from semantic tokens", () => {
  it("finds each kind of raw colour (the check can fail)", () => {
    const sample = [
      `<Text color="gray.700" />`,
      `<Box bg="white" />`,
      `<Box bg={invalid ? "red.500" : undefined} />`,
      `<Box borderColor="#e4e4e7" />`,
      `const css = { outline: "2px solid rgb(0 0 0)" };`,
      `const css = { "&.active": { bg: "{colors.black}" } };`,
      `<Box color="red" />`,
      `<Box color="colorPalette.600" />`,
    ].join("\n");
    expect(rawColours("sample.tsx", sample).map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("accepts semantic tokens, palettes and keywords", () => {
    const sample = [
      `<Text color="fg.muted" />`,
      `<Box bg={invalid ? "red.subtle" : "bg.panel"} borderColor="border.emphasized" />`,
      `<Badge colorPalette="red" />`,
      `const css = { "&.active": { bg: "bg.emphasized", color: "fg" } };`,
      `<Box color="currentColor" _placeholder={{ color: "fg.muted/80" }} />`,
      `<Text>{t("orders.white")}</Text>`,
      `const id = "order#1001";`,
    ].join("\n");
    expect(rawColours("sample.tsx", sample)).toEqual([]);
  });

  it("no raw colour in src/app and the plugins", () => {
    const found = uiFiles().flatMap((path) => {
      const name = relative(ROOT, path);
      if (EXEMPT.has(name)) return [];
      return rawColours(name, readFileSync(path, "utf8")).map((f) => `${name}:${f.line} "${f.value}"`);
    });
    expect(found, "use a semantic token (bg, bg.subtle, fg.muted, border, red.subtle, fg.error, ...) instead").toEqual([]);
  });
});
