// ESLint: typescript-eslint's whole type-checked recommended set, and no import cycles (import-x), on all hand-written
// TypeScript of the workspace: packages and apps, their tests, the repository's tests and the spec's. No rule of the
// set is off anywhere; the few narrower exceptions below each say why. Type information comes from
// tsconfig.typecheck.json, which holds all of them. Generated files (.gen.ts) are checked by the tests that regenerate
// them, not linted.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/*.gen.ts',
      '**/*.d.ts',
      'test-artifacts/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  {
    files: [
      'packages/*/src/**/*.ts',
      'packages/*/test/**/*.ts',
      'apps/*/src/**/*.ts',
      'apps/*/test/**/*.ts',
      'test/**/*.ts',
      'spec/test/**/*.ts',
    ],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.typecheck.json', tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.typecheck.json' })],
    },
    rules: {
      // A variable assigned once, after a function declared earlier reads it (a closure the constructor hands on, a
      // handler that runs before the assignment): const would throw there.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-cycle': 'error',
      // `const { body: _body, ...rest } = record` is how a copy without some keys is made.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A promise that races an AbortSignal rejects with the signal's reason, and a relayed failure with what was
      // caught, both as they are (callers compare them to what they aborted with); both are typed any or unknown.
      // Rejecting with a value made on the spot (a string, a literal) is still an error.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    // The handler stubs are written by @trs/codegen for a team to fill in (trs init receiver writes the same files):
    // each is async, and takes (event, ctx), so that the code written into it can await and read them. Until then a
    // stub awaits nothing and may not read its arguments.
    files: ['apps/receiver-example/src/handlers/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // The JSON scanner compares the bytes it reads (numbers) with the byte codes of a const enum, which the compiler
    // writes in as numbers in its hot loop: that comparison is what the scanner does.
    files: ['packages/webhooks/src/core/json-scan.ts'],
    rules: { '@typescript-eslint/no-unsafe-enum-comparison': 'off' },
  },
  {
    // Here the rule calls assertions unnecessary that the compiler needs: ones that widen a literal argument (tests
    // of identifiers the types already refuse) or keep a narrowing of `unknown` options; removing them breaks tsc.
    files: ['packages/client/test/helpers.test.ts', 'packages/sandbox/src/options.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
);
