/**
 * Compiles the interface messages (theme/i18n/locales/<locale>/<namespace>.json) at build time, so
 * the browser gets vue-i18n without its message compiler (`__INTLIFY_DROP_MESSAGE_COMPILER__`) and
 * never parses a message. Each string becomes the message AST vue-i18n's runtime formats directly
 * (the form its compiler produces at run time in JIT mode); the file stays JSON, so Vite's own
 * JSON handling (and tree-shaking of named keys) still applies after this step.
 */
import { baseCompile, type CompileError } from '@intlify/message-compiler';
import type { UserConfig } from 'vitepress';

/** A plugin of VitePress's own Vite (not the project's newer one). */
type VitePlugin = NonNullable<NonNullable<UserConfig['vite']>['plugins']>[number];

const MESSAGE_FILE = /\/theme\/i18n\/locales\/[\w-]+\/[\w-]+\.json$/;

type Tree = { [key: string]: unknown };

function compileTree(tree: Tree, file: string, prefix = ''): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      const errors: CompileError[] = [];
      const { ast } = baseCompile(value, { jit: true, minify: true, location: false, onError: (e) => errors.push(e) });
      if (errors.length) throw new Error(`${file}: message "${path}" does not compile: ${errors[0]!.message}`);
      out[key] = ast;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = compileTree(value as Tree, file, `${path}.`);
    } else {
      throw new Error(`${file}: message "${path}" is not a string`);
    }
  }
  return out;
}

export function precompileMessages(): VitePlugin {
  return {
    name: 'ffxiv-dyes:precompile-messages',
    enforce: 'pre',
    transform(code: string, id: string) {
      const file = id.split('?')[0]!;
      if (!MESSAGE_FILE.test(file)) return null;
      return { code: JSON.stringify(compileTree(JSON.parse(code) as Tree, file)), map: null };
    },
  };
}
