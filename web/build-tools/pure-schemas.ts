import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract/src');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const WRAPPED = new Set(['CallExpression', 'NewExpression', 'ObjectExpression', 'ArrayExpression']);

/**
 * The initializers of a module's top-level `const` declarations that may call something: calls,
 * and objects or arrays (a table of schemas shared by several others is one).
 */
function topLevelCalls(program: { body: Node[] }): Node[] {
  const found: Node[] = [];
  for (const statement of program.body) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as
      | Node
      | null
      | undefined;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && WRAPPED.has(init.type)) found.push(init);
    }
  }
  return found;
}

/**
 * The contract mixes constants and small helpers with the zod schemas built from them, and a
 * bundler keeps every module-level `const ZCart = z.object({…})` of an imported module, since it
 * cannot know that building a schema has no side effects. In the browser build each such
 * initializer becomes a pure function call, so a page keeps only the schemas it uses (and no zod
 * at all when it uses none) while a constant imported from the same module still comes along.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'upahar:pure-schemas',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!id.startsWith(contractDir) || !id.endsWith('.ts')) return null;
      const calls = topLevelCalls(this.parse(code) as unknown as { body: Node[] });
      if (calls.length === 0) return null;
      const out = new MagicString(code);
      for (const init of calls) {
        out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
        out.prependRight(init.end, '))()');
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
