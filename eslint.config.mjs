// One flat config for the whole monorepo: TypeScript rules everywhere, hooks rules for the web apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.deploy/**', '**/.data/**', '**/.tools/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // ignoreRestSiblings: `const { a, ...rest } = x` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Ambient declarations (theme augmentation, asset modules) are referenced by path on purpose.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', AbortSignal: 'readonly', Buffer: 'readonly' } },
  },
);
