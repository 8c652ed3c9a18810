// An ESLint rule that refuses an import circle, type-only imports included: import-x/no-cycle skips
// `import type` by design and has no option to count it (docs/decisions/013). Each file's imports are
// read with TypeScript's own scanner and resolved as the compiler resolves them (tsconfig paths, package
// imports); the graph and its strongly connected components are worked out once per lint run.
import { resolve } from 'node:path';
import process from 'node:process';
import ts from 'typescript';

const compilerOptions = (() => {
  const configFile = ts.findConfigFile(process.cwd(), ts.sys.fileExists);
  if (configFile === undefined) return {};
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, resolve(configFile, '..')).options;
})();

/** The project file `specifier` names from `file`, or undefined for a package or a missing file. */
function resolveImport(specifier, file) {
  const { resolvedModule } = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys);
  if (resolvedModule === undefined || resolvedModule.isExternalLibraryImport) return undefined;
  if (resolvedModule.resolvedFileName.endsWith('.d.ts')) return undefined;
  return resolve(resolvedModule.resolvedFileName);
}

const importsOf = new Map();
/** Every file `file` imports: static, type-only, re-exported or dynamic. */
function dependencies(file) {
  let found = importsOf.get(file);
  if (found === undefined) {
    const text = ts.sys.readFile(file) ?? '';
    found = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
      .filter((target) => target !== undefined);
    importsOf.set(file, found);
  }
  return found;
}

// Tarjan's strongly connected components, grown as files are linted; a file's component is final once set.
const componentOf = new Map();
const indexOf = new Map();
const lowLink = new Map();
const stack = [];
let counter = 0;

function connect(file) {
  indexOf.set(file, counter);
  lowLink.set(file, counter);
  counter += 1;
  stack.push(file);
  for (const target of dependencies(file)) {
    if (!indexOf.has(target)) {
      connect(target);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
    } else if (!componentOf.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), indexOf.get(target)));
    }
  }
  if (lowLink.get(file) !== indexOf.get(file)) return;
  const component = new Set();
  let member;
  do {
    member = stack.pop();
    component.add(member);
    componentOf.set(member, component);
  } while (member !== file);
}

function component(file) {
  if (!indexOf.has(file)) connect(file);
  return componentOf.get(file);
}

/** The shortest way back from `from` to `to` inside their component, for the message. */
function wayBack(from, to, members) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of dependencies(file)) {
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  const way = [];
  for (let file = to; file !== undefined; file = previous.get(file)) way.unshift(file);
  return way;
}

const relative = (file) => file.slice(process.cwd().length + 1);

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import circle, type-only imports included' },
    messages: { cycle: 'Import circle (type-only imports count): {{way}}' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (target === undefined || target === file) return;
      const members = component(file);
      if (!members.has(target)) return;
      const way = [file, ...wayBack(target, file, members)].map(relative).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { way } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
