// One flat config for the whole monorepo: TypeScript rules everywhere, hooks rules for the web apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The plugin's TypeScript settings (the parser that reads an imported .ts file), its resolver given below as an object.
const { 'import-x/resolver': _namedResolver, ...IMPORT_X_TYPESCRIPT } =
  importX.flatConfigs.typescript.settings;

/** The TypeScript whose structure lint keeps: every MFE, the shell, the services and the packages they share. */
const STRUCTURED_SOURCES = [
  'mfe-*/src/**/*.{ts,tsx}',
  'shell/src/**/*.{ts,tsx}',
  'services/*/src/**/*.ts',
  'packages/*/src/**/*.{ts,tsx}',
];

/**
 * Imports that reach into another folder of the same level (a feature of an MFE, a module of a service) past its
 * public surface. A file `depth` folders below that level climbs exactly `depth` times to reach a sibling:
 * from features/product/sub/x.ts, '../../cart/cartApi' is another feature's file, '../../../api/x' leaves the features.
 */
function boundaryRules(folderGlob, allowedFile, message) {
  return [1, 2, 3, 4].map((depth) => ({
    files: [`${folderGlob}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!${allowedFile}$).+`, message }],
        },
      ],
    },
  }));
}

/** A feature reaches another only through that feature's public surface, its index.ts. */
const FEATURE_BOUNDARIES = boundaryRules(
  'mfe-*/src/features',
  'index',
  'A feature imports another only through its index.ts: import from the feature folder, and export what it needs there.',
);

/**
 * A service's module reaches another through what Nest wires (its *.module and *.service) or what the module
 * publishes in its index.ts — never its schema, controller, DTO or helper files.
 */
const SERVICE_MODULE_BOUNDARIES = boundaryRules(
  'services/*/src',
  '[\\w-]+\\.(module|service)$|index',
  "A module imports another only through its *.module, its *.service or its index.ts: export what it needs from the module's index.ts.",
);

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
    rules: {
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: STRUCTURED_SOURCES,
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
  ...FEATURE_BOUNDARIES,
  ...SERVICE_MODULE_BOUNDARIES,
  {
    // In browsers Redux is shared as @sohnne/platform/src/redux; a value imported from the packages
    // themselves would load a second copy of them beside it (types are free).
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/platform/src/redux.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@reduxjs/toolkit|react-redux)(/|$)',
              allowTypeImports: true,
              message:
                "Import Redux from '@sohnne/platform/src/redux' (add what you need there): it is what the page shares.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS: require is how these files import.
    files: ['**/*.{js,cjs}'],
    ignores: ['packages/web-testing/**', 'mfe-*/**', 'shell/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
