import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every feature folder, read at lint time, so a new feature cannot escape the boundary rule below.
const featuresDir = 'apps/web/src/features';
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
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
      // Features never import each other; pages in app/ compose them (style.md).
      ...(webFeatures.length > 0
        ? {
            'import-x/no-restricted-paths': [
              'error',
              {
                // Features never import each other; pages in app/ compose them (style.md).
                zones: webFeatures.map((feature) => ({
                  target: `./apps/web/src/features/${feature}`,
                  from: './apps/web/src/features',
                  except: [`./${feature}`],
                })),
              },
            ],
          }
        : {}),
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
