#!/usr/bin/env node
// Fails when modules of src/ import each other, directly or through others. Imports are resolved
// as the compiler resolves them (the '@/' alias of tsconfig.app.json included). Type-only imports
// count: modules tied in a circle of types cannot be read, moved or split apart either. Lazy
// import() calls do not: they load nothing until they run.
// Usage: node scripts/check-import-cycles.mjs [project folder]   (default: the current one)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? '.');
const sourceFolder = join(root, 'src');

function readCompilerOptions() {
  const { config, error } = ts.readConfigFile(join(root, 'tsconfig.app.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

const isModule = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** The module specifiers of a file's import and export-from statements. */
function specifiersOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return [statement.moduleSpecifier.text];
    }
    if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      return [statement.moduleReference.expression.text];
    }
    return [];
  });
}

/** Each module of src/ with the modules of src/ it imports. */
function importGraph() {
  const options = readCompilerOptions();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = readdirSync(sourceFolder, { recursive: true })
    .filter(isModule)
    .map((name) => join(sourceFolder, name));
  const inSource = (file) => !relative(sourceFolder, file).startsWith('..');
  return new Map(
    files.map((file) => {
      const imported = specifiersOf(file)
        .map(
          (specifier) =>
            ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule,
        )
        .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
        .map((resolved) => resolve(resolved.resolvedFileName))
        .filter((target) => inSource(target) && isModule(target));
      return [file, [...new Set(imported)]];
    }),
  );
}

/** The strongly connected components of the graph (Tarjan), each a set of modules. */
function stronglyConnected(graph) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest way from `start` back to itself inside its component (there always is one). */
function shortestCircle(graph, component, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const circle = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) circle.splice(1, 0, step);
        return [...circle, start];
      }
      if (component.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
}

/** One circle per group of modules that import each other, each written from its first module. */
function importCycles(graph) {
  return stronglyConnected(graph)
    .filter((component) => {
      const [only] = component;
      return component.size > 1 || (graph.get(only) ?? []).includes(only);
    })
    .map((component) => shortestCircle(graph, component, [...component].sort()[0]))
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const graph = importGraph();
const cycles = importCycles(graph);
const shown = (file) => relative(root, file);
if (cycles.length === 0) {
  console.log(`No import cycles among the ${graph.size} modules of src/.`);
} else {
  console.error(`${cycles.length} import cycle(s) in src/:`);
  for (const circle of cycles) console.error(`  ${circle.map(shown).join(' -> ')}`);
  console.error(
    'Move what both sides need into one of them (a type beside its schema) or into a module below both.',
  );
  process.exitCode = 1;
}
