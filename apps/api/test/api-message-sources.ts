import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every English text the API can answer with, read from the source (issue 19): the catalogue
 * test checks each has a Hindi version, so a new `throw notFound('...')` or zod message without
 * one fails the build. Templates come back with their `${...}` parts as `{}`.
 *
 * What counts as a message:
 *  - API: the message argument of `new AppError(type, message)` and of the error helpers
 *    (notFound, invalidData, ...) and of the modules' small wrappers around them; the
 *    initialiser of any variable, parameter default or property whose name says it is a
 *    message (`message`, `REGISTRATION_REQUIRED_MESSAGE`, `tooLarge`, ...); both branches of a
 *    conditional there.
 *  - contracts: the texts zod answers - `{ error }` / `{ message }` properties and the message
 *    arguments of .min/.max/.regex/.refine/...; and the field labels the schema helpers put
 *    into templated messages (`RequiredTextSchema('Name', 100)` -> 'Name').
 * The notifications module's e-mail and SMS texts have their own catalogue and are not here.
 */
export interface FoundMessage {
  text: string;
  where: string;
}

const ROOT = join(import.meta.dirname, '../../..');

const ERROR_HELPERS = new Set([
  'notFound',
  'invalidData',
  'unauthorized',
  'forbidden',
  'conflict',
  'businessRule',
]);
/** A name that says the value is a message shown to a person. */
const MESSAGE_NAME = /message|Message|MESSAGE|^tooLarge$|^noFile$|^NOT_CANCELLABLE$/;
const ZOD_MESSAGE_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'email',
  'url',
  'multipleOf',
  'nonempty',
  'string',
  'number',
  'array',
  'enum',
]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A literal's text with each `${...}` as `{}`; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return undefined;
}

/** The texts an expression can be: a literal, either branch of a conditional, a `??` default. */
function textsOf(node: ts.Node): string[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return textsOf(node.expression);
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  )
    return textsOf(node.right);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? textsOf(p.initializer) : [],
    );
  const text = literalText(node);
  return text === undefined ? [] : [text];
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text;
  return undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/**
 * The file's own functions that take a message (`const fail = (code, message) => ...`,
 * `const bad = (path, message) => invalidData(message, ...)`): name -> the message's position.
 */
function messageTakers(source: ts.SourceFile): Map<string, number> {
  const takers = new Map<string, number>();
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let parameters: ts.NodeArray<ts.ParameterDeclaration> | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) {
      name = node.name.text;
      parameters = node.parameters;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
      parameters = node.initializer.parameters;
    }
    const index = parameters?.findIndex((p) => MESSAGE_NAME.test(nameOf(p.name) ?? '')) ?? -1;
    if (name && index >= 0) takers.set(name, index);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return takers;
}

function scanApiFile(path: string, found: FoundMessage[]) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const takers = messageTakers(source);
  const where = (node: ts.Node) =>
    `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const add = (node: ts.Node | undefined) => {
    if (node) for (const text of textsOf(node)) found.push({ text, where: where(node) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && calleeName(node) === 'AppError') add(node.arguments?.[1]);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && ts.isIdentifier(node.expression) && ERROR_HELPERS.has(name))
        add(node.arguments[0]);
      const taken = name && ts.isIdentifier(node.expression) ? takers.get(name) : undefined;
      if (taken !== undefined) add(node.arguments[taken]);
    }
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isPropertyDeclaration(node)) &&
      MESSAGE_NAME.test(nameOf(node.name) ?? '')
    ) {
      add(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function scanContractsFile(path: string, found: FoundMessage[]) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const isSchemaFile = path.includes('/schemas/');
  const where = (node: ts.Node) =>
    `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const add = (node: ts.Node | undefined) => {
    if (node) for (const text of textsOf(node)) found.push({ text, where: where(node) });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAssignment(node) && ['error', 'message'].includes(nameOf(node.name) ?? '')) ||
      ((ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
        /MESSAGE$/.test(nameOf(node.name) ?? ''))
    ) {
      add(node.initializer);
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (ts.isPropertyAccessExpression(node.expression) && name && ZOD_MESSAGE_METHODS.has(name)) {
        for (const arg of node.arguments) add(arg);
      }
      // A schema helper's label: the capitalised text it is called with.
      if (isSchemaFile && ts.isIdentifier(node.expression)) {
        for (const arg of node.arguments) {
          for (const text of textsOf(arg)) {
            if (/^[A-Z]/.test(text)) found.push({ text, where: where(arg) });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function apiMessageSources(): FoundMessage[] {
  const found: FoundMessage[] = [];
  const api = join(ROOT, 'apps/api/src');
  for (const path of filesUnder(api)) {
    // E-mail and SMS texts: the notifications catalogue; the seed, scripts and the start-up
    // configuration's errors answer nobody.
    if (/\/modules\/notifications\/|\/db\/seed|\/scripts\/|\/config\.ts$/.test(path)) continue;
    scanApiFile(path, found);
  }
  for (const path of filesUnder(join(ROOT, 'packages/contracts/src'))) {
    if (path.includes('/i18n/')) continue;
    scanContractsFile(path, found);
  }
  return found;
}
