import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'e2e/screenshots/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '**/.dist-*/**',
      'e2e/.tmp*/**',
      'bench/.data/**',
      'bench/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Shared code runs in both apps: it may not reach into either.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@cuadre/api*', '@cuadre/web*'],
              message: 'packages/shared must not depend on the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only config/env.ts reads the environment.',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config/env.ts',
      'apps/api/test/**/*.ts',
      'apps/api/**/*.test.ts',
      'apps/api/build.mjs',
      'apps/api/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
