// ESLint flat config: typescript-eslint with type information for TypeScript, eslint-plugin-vue for
// the site's components, and the layering rules of lib/ (see the README's "Layout").
import js from '@eslint/js';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SUBPATH_FOLDERS } from './scripts/package-entries.js';

/** lib/ runs in browsers, workers and at the edge: no Node built-ins. */
const NODE_BUILTINS = {
  regex: '^(node:|(fs|path|os|child_process|http|https|net|url|crypto|stream|zlib|worker_threads)(/|$))',
  message: 'lib/ is runtime-neutral: Node-only code belongs under runtimes/node/ or scripts/.',
};

/**
 * The domain: typed functions over domain values, no HTTP, no DOM (ARCHITECTURE.md): every folder
 * published as a subpath (read from package.json `exports`), and the two beneath them all.
 */
const DOMAIN_FOLDERS = [...SUBPATH_FOLDERS, 'validate', 'json'];

/** Browser-only globals; lib/worker may use the worker's own (createImageBitmap, OffscreenCanvas). */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'HTMLElement',
  'Element',
  'Image',
  'ImageData',
  'OffscreenCanvas',
  'createImageBitmap',
  'XMLHttpRequest',
  'Worker',
  'self',
];
const DOM_MESSAGE = 'Domain folders use no DOM: take pixels or text as arguments; lib/worker does the browser part.';

export default tseslint.config(
  {
    // The consumer and typed-client fixtures are separate projects, type-checked by their own tests.
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'artifacts/',
      'tmp/',
      '.wrangler/',
      'site/.vitepress/{cache,dist,.temp}/',
      'tests/consumer/project/',
      'tests/api/typed-client/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  vue.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, extraFileExtensions: ['.vue'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Caches and streams implement Promise-returning interfaces and async iterables; an `async`
      // without `await` there is the plainest way to honour the contract (and turns throws into
      // rejections), not a forgotten await. Floating and misused promises stay errors.
      '@typescript-eslint/require-await': 'off',
      // Style is prettier's business.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
    },
  },
  {
    // Components are linted without type information (the project service does not read .vue).
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, projectService: false, project: null } },
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read JSON off the wire, where `any` is the honest type and the assertions are the check.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NODE_BUILTINS] }] },
  },
  {
    // Domain folders sit under every adapter: they never import the API, createFetch or the worker,
    // and use no DOM (they run in Node, workers and at the edge alike). ARCHITECTURE.md, "Layers".
    files: [`lib/{${DOMAIN_FOLDERS.join(',')}}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NODE_BUILTINS,
            {
              regex: '(^|/)(api|fetch|worker)(/|$)',
              message: 'Domain folders must not import lib/api, lib/fetch or lib/worker: move the shared piece down.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: DOM_MESSAGE }))],
    },
  },
  {
    // The runtimes serve the built site but share only its tool registry (the preview cards' tools).
    files: ['runtimes/**/*.ts', 'cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+site/(?!tools/registry\\.ts$)',
              message: 'Outside the site, import only its tool registry: site/tools/registry.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site uses lib/ as a package user would: its root entry or a folder's index.ts (plus the
    // worker script itself, loaded with `?worker`).
    files: ['site/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+lib/(?!index\\.ts$)(?![a-z-]+/index\\.ts$)(?!worker/engine\\.worker\\.ts\\?worker$)',
              message: 'The site imports lib/ only through its public entries: lib/index.ts or lib/<folder>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // runtimes/preview reads the registry in Node and at the edge: plain data, no imports (after
    // the site's rule, which it replaces for this file).
    files: ['site/tools/registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '.', message: 'site/tools/registry.ts is read outside the site too: it imports nothing.' },
          ],
        },
      ],
    },
  },
);
