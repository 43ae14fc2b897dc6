// One flat config for the whole monorepo: TypeScript rules everywhere, hooks rules for the web apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: lint runs from any workspace's folder, the structure is the repository's. */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

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

/** How many folders deep the tree goes below `root` (node_modules and builds left out): no depth is left unchecked. */
function deepestFolder(root, depth = 0) {
  let deepest = depth;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (
      !entry.isDirectory() ||
      ['node_modules', 'dist', 'dist-server', '.turbo'].includes(entry.name)
    )
      continue;
    deepest = Math.max(deepest, deepestFolder(path.join(root, entry.name), depth + 1));
  }
  return deepest;
}

/** The folders `folderGlob` names (one `*` level at most), as paths from the repository's root. */
function foldersOf(folderGlob) {
  const [before, after = ''] = folderGlob.split('*');
  if (!folderGlob.includes('*'))
    return fs.existsSync(path.join(ROOT, folderGlob)) ? [folderGlob] : [];
  const parent = path.dirname(`${before}x`);
  const prefix = path.basename(`${before}x`).slice(0, -1);
  return fs
    .readdirSync(path.join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
    .map((entry) => path.join(parent, entry.name, after))
    .filter((folder) => fs.existsSync(path.join(ROOT, folder)));
}

/**
 * Imports that reach into another folder of the same level (a feature of an MFE, a module of a service) past its
 * public surface. A file `depth` folders below that level climbs exactly `depth` times to reach a sibling:
 * from features/product/sub/x.ts, '../../cart/cartApi' is another feature's file, '../../../api/x' leaves the features.
 * One rule per depth, as deep as the tree goes.
 */
function boundaryRules(folderGlob, allowedFile, message) {
  const deepest = Math.max(
    1,
    ...foldersOf(folderGlob).map((folder) => deepestFolder(path.join(ROOT, folder))),
  );
  return Array.from({ length: deepest }, (_, i) => i + 1).map((depth) => ({
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

/**
 * Who may import whom, between the repository's parts: a package never imports an app (the shell, an MFE, a
 * service, the edge); the shell never imports an MFE's source (it loads MFEs at run time); an MFE never imports
 * another MFE or the shell; a service never imports another service, an MFE or the shell.
 */
const at = (folders) => folders.map((folder) => `./${folder}`);
const MFES = foldersOf('mfe-*');
const SERVICES = foldersOf('services/*');
const APPS = at(['shell', ...MFES, ...SERVICES, ...foldersOf('apps/*'), 'infra/edge']);
const PART_BOUNDARIES = {
  files: STRUCTURED_SOURCES,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: './packages',
            from: APPS,
            message: 'A package never imports an app: move what both need into a package.',
          },
          {
            target: './shell',
            from: at([...MFES, ...SERVICES]),
            message:
              'The shell loads MFEs at run time and reaches services over HTTP: never their source. Share it through @sohnne/platform or @sohnne/ui.',
          },
          ...MFES.map((mfe) => ({
            target: `./${mfe}`,
            from: at(['shell', ...SERVICES, ...MFES.filter((other) => other !== mfe)]),
            message:
              "An MFE never imports another MFE, the shell or a service: use the platform (@sohnne/platform), a fragment, or the service's API.",
          })),
          ...SERVICES.map((service) => ({
            target: `./${service}`,
            from: at(['shell', ...MFES, ...SERVICES.filter((other) => other !== service)]),
            message:
              "A service never imports another service's or a web app's code: call its API (its generated client), or share a package.",
          })),
        ],
      },
    ],
  },
};

/** The plain JavaScript whose imports lint follows too: the edge, the page server entry, the scripts, webpack's config. */
const STRUCTURED_SCRIPTS = [
  'infra/edge/**/*.js',
  'infra/scripts/**/*.{js,mjs,cjs}',
  'shell/src/server/*.cjs',
  'packages/webpack-config/**/*.js',
  'apps/*/**/*.{js,mjs}',
];

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
    files: [...STRUCTURED_SOURCES, ...STRUCTURED_SCRIPTS],
    plugins: { 'import-x': importX },
    settings: {
      ...IMPORT_X_TYPESCRIPT,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // A cycle makes module order decide what is undefined at load time, and hides a missing boundary.
      'import-x/no-cycle': ['error', { ignoreExternal: true, commonjs: true }],
    },
  },
  PART_BOUNDARIES,
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
    // A form's `formState` read anywhere subscribes the component that called useForm: one field's error
    // or a submit then re-renders the whole form, which a tap waits for (issue 39).
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["MemberExpression[property.name='formState']", "Property[key.name='formState']"].map(
          (selector) => ({
            selector,
            message:
              "Read a form's state with @sohnne/ui's useFieldError, useFormSending or useInitialText: formState re-renders the whole form.",
          }),
        ),
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
    ignores: ['mfe-*/**', 'shell/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
