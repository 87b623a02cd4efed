/**
 * Build steps for the interface messages (site/i18n/).
 *
 * Compiles the interface messages (site/i18n/locales/<locale>/<namespace>.json, and a tool's
 * site/tools/<tool>/messages/<locale>.json) at build time, so the browser gets vue-i18n without its
 * message compiler (`__INTLIFY_DROP_MESSAGE_COMPILER__`) and never parses a message. Each string
 * becomes the message AST vue-i18n's runtime formats directly (the form its compiler produces at
 * run time in JIT mode); the file stays JSON, so Vite's own JSON handling (and tree-shaking of
 * named keys) still applies after this step.
 */
import { baseCompile, type CompileError } from '@intlify/message-compiler';
import type { UserConfig } from 'vitepress';

/** A plugin of VitePress's own Vite (not the project's newer one). */
type VitePlugin = NonNullable<NonNullable<UserConfig['vite']>['plugins']>[number];

const MESSAGE_FILE = /\/site\/(i18n\/locales\/[\w-]+|tools\/[\w-]+\/messages)\/[\w-]+\.json$/;

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

/** Each language's message chunk in the client build (`ja` → `/assets/chunks/ja.<hash>.js`), once built. */
export const messageChunks: Record<string, string> = {};
const BUNDLE = /\/site\/i18n\/bundles\/([\w-]+)\.ts$/;

/** Records `messageChunks` from the client build (the server build writes no `assets/`). */
export function recordMessageChunks(): VitePlugin {
  return {
    name: 'ffxiv-dyes:message-chunks',
    generateBundle(
      _options: unknown,
      bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null }>,
    ) {
      for (const chunk of Object.values(bundle)) {
        const lang =
          chunk.type === 'chunk' &&
          chunk.fileName.startsWith('assets/') &&
          BUNDLE.exec(chunk.facadeModuleId ?? '')?.[1];
        if (lang) messageChunks[lang] = `/${chunk.fileName}`;
      }
    },
  };
}

/**
 * A script for the page's `<head>` that starts downloading the first view's messages with the
 * page's other modules, instead of after the theme's code has run and asked for them. It picks
 * the language as the theme does (i18n/index.ts `initialLocale`: the URL, the saved choice, the
 * browser's languages, English); a wrong guess would only cost one extra download.
 */
export function preloadMessagesScript(chunks: Record<string, string>, savedKey: string): string | undefined {
  if (!chunks.en) return undefined; // no client build (nothing to preload)
  // Object.hasOwn: `?locale=constructor` must not count as a language.
  const has = 'l=>l!==null&&Object.hasOwn(c,l)';
  return (
    `(()=>{try{const c=${JSON.stringify(chunks)},has=${has};` +
    `let l=new URLSearchParams(location.search).get('locale');` +
    `if(!has(l)){try{l=localStorage.getItem(${JSON.stringify(savedKey)})}catch{l=null}}` +
    `if(!has(l))l=(navigator.languages||[navigator.language]).map(t=>t.toLowerCase().split('-')[0]).find(has)||'en';` +
    `const k=document.createElement('link');k.rel='modulepreload';k.href=c[l];document.head.appendChild(k)}catch{}})()`
  );
}
