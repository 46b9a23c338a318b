import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * One-way imports: app → features → design-system / lib / theme, and the staff console (src/console) likewise →
 * features; features never import each other, and the site and the console never import each other.
 */
const features = ['catalogue', 'leads', 'auth', 'assessment', 'onboarding', 'search', 'staff'];
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  { target: './src/features', from: ['./src/app', './src/console'], message: 'Features never import the app or the console.' },
  { target: './src/app', from: './src/console', message: 'The site never imports the staff console: both compose features and shared code.' },
  { target: './src/console', from: './src/app', message: 'The staff console never imports the site: both compose features and shared code.' },
  {
    target: ['./src/design-system', './src/lib', './theme'],
    from: ['./src/app', './src/console', './src/features'],
    message: 'Shared code never imports the app, the console or a feature.',
  },
  { target: ['./src/lib', './theme'], from: './src/design-system', message: 'lib and theme sit below the design system.' },
  { target: './src', from: ['./stories', './tests', './mocks', './server'], message: 'The product never imports stories, tests, mocks or the server.' },
  { target: './src/service-worker', from: ['./src/app', './src/console', './src/features', './src/design-system'], message: 'The service worker may import src/lib and the theme only.' },
  {
    target: ['./src/app', './src/console', './src/features', './src/design-system', './src/lib', './theme'],
    from: './src/service-worker',
    message: 'Pages never import the service worker: it is a bundle of its own (scripts/build-service-worker.ts).',
  },
];

const productImportPatterns = [
  { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' },
  { regex: '^@mui/material$', message: 'Import MUI per component path, e.g. @mui/material/Button.' },
  { regex: '^@mui/icons-material$', message: 'Import icons per icon, e.g. @mui/icons-material/Close.' },
];
/** zod must be configured jitless before any schema is built, or our CSP reports its code generation. */
const zodOnlyThroughLib = {
  regex: '^zod(/.*)?$',
  message: "Import z from '@/lib/zod', which turns off zod's code generation that our CSP blocks.",
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'node_modules', 'data', '.storybook/public', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x reads no .ts/.tsx module and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // A screen links to another page through that page's route, which imports screens on demand: a cycle only
      // through import() cannot run a module before its imports, so it is allowed; a static one is an error.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { patterns: [...productImportPatterns, zodOnlyThroughLib] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/service-worker/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['stories/**', 'mocks/**', '.storybook/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [zodOnlyThroughLib] }] },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: productImportPatterns }] },
  },
  {
    files: ['tests/**', 'scripts/**', 'server/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
