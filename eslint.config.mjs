// One flat config for the whole monorepo: TypeScript rules everywhere, hooks rules for the web apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The plugin's TypeScript settings (the parser that reads an imported .ts file), its resolver given below as an object.
const { 'import-x/resolver': _namedResolver, ...IMPORT_X_TYPESCRIPT } =
  importX.flatConfigs.typescript.settings;

/** The browser code whose structure lint keeps: the four MFEs and the packages they share. */
const WEB_SOURCES = [
  'mfe-*/src/**/*.{ts,tsx}',
  'packages/platform/src/**/*.{ts,tsx}',
  'packages/ui/src/**/*.{ts,tsx}',
  'packages/web-testing/src/**/*.{ts,tsx}',
];

/**
 * A feature reaches another only through that feature's public surface, its index.ts:
 * '../cart' is fine, '../cart/cartApi' is not. ('../../api' and the like leave the features folder.)
 */
const FEATURE_BOUNDARY = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!index$).+',
  message:
    'A feature imports another only through its index.ts: import from the feature folder, and export what it needs there.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.deploy/**',
      '**/.data/**',
      '**/.tools/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // ignoreRestSiblings: `const { a, ...rest } = x` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Ambient declarations (theme augmentation, asset modules) are referenced by path on purpose.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }],
    },
  },
  {
    files: WEB_SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      ...IMPORT_X_TYPESCRIPT,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // A cycle makes module order decide what is undefined at load time, and hides a missing boundary.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['mfe-*/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_BOUNDARY] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
