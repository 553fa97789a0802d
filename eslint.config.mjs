// Workspace lint: project boundaries (see tools/eslint-plugin-nebo) and "every visible string through t()".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nebo from './tools/eslint-plugin-nebo/index.js';

const frontEnd = ['shell', 'shared-ui', 'mfe-flight', 'mfe-company', 'mfe-authority', 'mfe-admin', 'mfe-insurance', 'mfe-map'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { nebo },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'nebo/project-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: frontEnd.map((p) => `${p}/**/*.{ts,tsx}`),
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { react: { version: '19.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      // Every visible string goes through t(): bare JSX text fails the build (the Excalidraw rule).
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '—', '–', '×', '*', ':', '(', ')', '%', '+', '|', '→', '←', '…'] },
      ],
    },
  },
  {
    // Tests may render literal fixture text.
    files: ['**/*.spec.{ts,tsx}', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
);
