// ESLint flat config: typescript-eslint with type information for TypeScript, eslint-plugin-vue for
// the site's components, and the layering rules of lib/ (see the README's "Layout").
import js from '@eslint/js';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** lib/ runs in browsers, workers and at the edge: no Node built-ins. */
const NODE_BUILTINS = {
  regex: '^(node:|(fs|path|os|child_process|http|https|net|url|crypto|stream|zlib|worker_threads)(/|$))',
  message: 'lib/ is runtime-neutral: Node-only code belongs under runtimes/node/ or scripts/.',
};

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
    // The engine layers sit under the API: they never import from lib/api.
    files: ['lib/{color,dyes,wheels,harmony,json}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NODE_BUILTINS,
            {
              regex: '(^|/)api(/|$)',
              message: 'Engine layers must not import from lib/api: move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
);
