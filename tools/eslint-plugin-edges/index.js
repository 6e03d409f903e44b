/**
 * The project's edges (issue 11, design.md "Rules"), as ESLint rules so that they cannot drift
 * from what docs/architecture.md says:
 *
 * - `edges/front-door`: a unit (an API module under `modules/`, a web feature under `features/`)
 *   is reached from outside only through its `index.ts`; a unit imports only the units its
 *   declared dependencies list; shared layers (`lib/`, `components/`, `db/`) import no unit.
 *   The declared graph itself must have no cycle: the rule refuses to start otherwise, so a
 *   cycle between units cannot be written down, let alone imported.
 * - `edges/data-access`: a package (drizzle-orm) only in the files allowed to use it
 *   (repositories and `db/`).
 *
 * Paths only, no type information: the rules resolve relative and alias specifiers against the
 * file's own path, so they are fast and also work on text linted under a virtual file name
 * (the fixture test in edges.test.ts does that).
 */
import path from 'node:path';

/** @typedef {{ root: string, unitsDir: string, alias?: Record<string, string>, shared?: string[], graph: Record<string, string[]>, testFiles?: string }} FrontDoorOptions */

const toPosix = (p) => p.split(path.sep).join('/');

/** Throws on a cycle in a declared graph, naming it: a cycle must never be declarable. */
export function assertAcyclic(graph, label = 'graph') {
  const state = new Map();
  const visit = (unit, trail) => {
    if (state.get(unit) === 'done') return;
    if (state.get(unit) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(unit)), unit].join(' -> ');
      throw new Error(`edges: the declared ${label} has a cycle: ${cycle}`);
    }
    state.set(unit, 'open');
    for (const dep of graph[unit] ?? []) {
      if (!(dep in graph))
        throw new Error(`edges: ${label} names '${dep}' (from '${unit}') but does not declare it`);
      visit(dep, [...trail, unit]);
    }
    state.set(unit, 'done');
  };
  for (const unit of Object.keys(graph)) visit(unit, []);
}

/** Where a specifier points, relative to the source root, or null for a package. */
function resolveSpecifier(specifier, filename, options, cwd) {
  const srcRoot = path.resolve(cwd, options.root);
  for (const [prefix, target] of Object.entries(options.alias ?? {})) {
    if (specifier.startsWith(prefix)) {
      return toPosix(
        path.relative(srcRoot, path.resolve(cwd, target, specifier.slice(prefix.length))),
      );
    }
  }
  if (specifier.startsWith('.')) {
    return toPosix(path.relative(srcRoot, path.resolve(path.dirname(filename), specifier)));
  }
  return null;
}

/** The unit a source-root-relative path belongs to, and the rest of the path inside it. */
function unitOf(relative, unitsDir) {
  const parts = relative.split('/');
  if (parts[0] !== unitsDir || parts.length < 2) return null;
  return { name: parts[1], rest: parts.slice(2).join('/') };
}

const isFrontDoor = (rest) => rest === '' || /^index(\.tsx?|\.js)?$/.test(rest);

/** Calls `check(node, specifier)` for every static import, re-export and dynamic import. */
function eachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        check(node.source, node.source.value);
      }
    },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const frontDoor = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Units are reached through their index.ts, along a declared acyclic graph',
    },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      frontDoor:
        "'{{from}}' reaches into '{{to}}' ({{specifier}}): import it from its front door '{{door}}' (its index.ts) instead.",
      undeclared:
        "'{{from}}' may not depend on '{{to}}': it is not among its declared dependencies [{{allowed}}] (tools/eslint-plugin-edges/graphs.js). Adding it must keep the graph acyclic.",
      sharedLayer:
        "'{{layer}}' is shared by every {{unitsDir}} and must not import '{{to}}' ({{specifier}}).",
    },
  },
  create(context) {
    /** @type {FrontDoorOptions} */
    const options = context.options[0];
    assertAcyclic(options.graph, `${options.unitsDir} graph`);
    const cwd = context.cwd;
    const filename = context.filename;
    const here = toPosix(path.relative(path.resolve(cwd, options.root), filename));
    if (here.startsWith('..')) return {};
    const isTest = new RegExp(options.testFiles ?? '\\.test\\.tsx?$').test(here);
    const source = unitOf(here, options.unitsDir);
    const sharedLayer = (options.shared ?? []).find((layer) => here.startsWith(`${layer}/`));

    return eachImport((node, specifier) => {
      const target = resolveSpecifier(specifier, filename, options, cwd);
      if (target === null || target.startsWith('..')) return;
      if (sharedLayer) {
        // A shared layer may use other shared layers and top-level files (config, types), never
        // a unit or a layer built on units (app/, plugins/, test/).
        const segments = target.split('/');
        const topLevelFile = segments.length === 1;
        if (!topLevelFile && !(options.shared ?? []).includes(segments[0] ?? '')) {
          context.report({
            node,
            messageId: 'sharedLayer',
            data: { layer: sharedLayer, unitsDir: options.unitsDir, to: target, specifier },
          });
        }
        return;
      }
      const unit = unitOf(target, options.unitsDir);
      if (!unit || unit.name === source?.name) return;
      const door = `${options.unitsDir}/${unit.name}`;
      if (!isFrontDoor(unit.rest)) {
        context.report({
          node,
          messageId: 'frontDoor',
          data: {
            from: source ? `${options.unitsDir}/${source.name}` : here,
            to: door,
            specifier,
            door,
          },
        });
        return;
      }
      // Tests import across units freely through front doors: they add no edge to the product.
      if (source && !isTest) {
        const allowed = options.graph[source.name];
        if (!allowed || !allowed.includes(unit.name)) {
          context.report({
            node,
            messageId: 'undeclared',
            data: {
              from: `${options.unitsDir}/${source.name}`,
              to: door,
              allowed: (allowed ?? []).join(', '),
            },
          });
        }
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const dataAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'A package only in the files that own that kind of work' },
    schema: [
      {
        type: 'object',
        properties: { package: { type: 'string' }, reason: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{pkg}}' is imported here, but {{reason}}" },
  },
  create(context) {
    const { package: pkg, reason } = context.options[0];
    return eachImport((node, specifier) => {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
        context.report({ node, messageId: 'restricted', data: { pkg, reason } });
      }
    });
  },
};

export default {
  meta: { name: 'eslint-plugin-edges', version: '1.0.0' },
  rules: { 'front-door': frontDoor, 'data-access': dataAccess },
};
