import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webLint from './web/lint/max-state-hooks.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const featuresDir = 'web/src/features';

/** Every folder under web/src/features, read when lint starts so a new feature is fenced in at once. */
const features = readdirSync(`${root}/${featuresDir}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may use the shared web code and common, never another feature: app/ composes them. */
const featureFences = features.map((feature) => ({
  target: `${featuresDir}/${feature}`,
  from: featuresDir,
  except: [`./${feature}`],
  message: `A feature does not import another feature; move what both need to web/src/{components,lib,config,hooks,utils}, or compose them in web/src/app.`,
}));

const domainDir = 'functions/src/domain';

/** Every feature folder of the domain, read like web's features. */
const domainFeatures = readdirSync(`${root}/${domainDir}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A domain feature is used through its folder's index.ts, which says what the
 * rest may rely on; its other files are its own. The shared layer (the files
 * directly in domain/) sits under every feature and imports none.
 */
const domainFences = domainFeatures.flatMap((feature) => [
  {
    target: [
      'functions/src/*',
      `functions/src/!(domain)/**`,
      ...domainFeatures.filter((other) => other !== feature).map((other) => `${domainDir}/${other}/**`),
    ],
    from: `${domainDir}/${feature}`,
    except: ['./index.ts'],
    message: `Import ${domainDir}/${feature} through its index.ts; export there what other parts need.`,
  },
  {
    target: `${domainDir}/*.ts`,
    from: `${domainDir}/${feature}`,
    message: 'The shared records layer sits under every feature and imports none of them.',
  },
]);

const layerFences = [
  {
    target: 'functions/src/domain',
    from: ['functions/src/http', 'functions/src/handlers'],
    message: 'The domain knows nothing of HTTP: throw a domain error and let http/ translate it.',
  },
  {
    target: 'web',
    from: 'functions',
    message: 'The web app reaches the server through the contract in common/, never its code.',
  },
  {
    target: 'functions',
    from: 'common/src/web',
    message: 'common/src/web holds what only the web app uses; move it up to common/src if the server needs it too.',
  },
  {
    target: 'web',
    from: 'common/src/server',
    message: 'common/src/server holds what only the server uses; move it up to common/src if the web app needs it too.',
  },
  {
    target: 'common',
    from: ['functions', 'web'],
    message: 'common/ is shared by both sides and depends on neither.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'emulator-data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The build does not run the React Compiler: these only report what it could not
      // optimise (a library such as the virtualiser, syntax, memoization it cannot keep),
      // not mistakes in the code. The other compiler-backed rules stay errors: setState
      // in an effect or during render, refs read in render, impure render, components
      // made during render and mutated props are bugs with or without the compiler.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
    },
  },
  {
    // Components small enough to read: one job each, in at most 200 lines and 6 pieces of state.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { web: webLint },
    rules: { 'web/max-state-hooks': ['error', { max: 6 }] },
  },
  {
    files: ['{common,functions,web}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // Without the TypeScript extensions and parser, import-x parses no .ts module and
    // no-cycle sees an empty graph; the resolver reads web's `@/` alias from its tsconfig.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['common/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureFences, ...layerFences] }],
      // Type-only imports do not count. The whole graph costs about 2 s of a full run.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach into a feature to arrange what they check.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...domainFences, ...layerFences] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
