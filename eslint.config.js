import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** A feature may not reach into another feature: shared needs go to shared/ or lib/. */
const featureZones = (dir) =>
  featuresOf(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message: 'Features do not import each other; move what both need to shared/ or lib/.',
  }));

/**
 * Imports flow one way through `layers` (lowest first): a layer may import the ones below it,
 * never one above.
 */
const layerZones = (layers) =>
  layers.flatMap((targets, i) => {
    const above = layers.slice(i + 1).flat();
    return above.length === 0
      ? []
      : targets.map((target) => ({
          target,
          from: above,
          message: `Imports flow one way: ${target} may not import ${above.join(', ')}.`,
        }));
  });

/** Boundaries that hold everywhere, tests included. */
const hardZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared/ is pure domain code with no I/O: it imports neither side.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server does not import the web app.',
  },
  ...featureZones('./src/server/features'),
  ...featureZones('./src/web/features'),
];

/** The direction of imports in the app's own code. */
const directionZones = [
  ...layerZones([
    // shared → server lib → server features → app.ts (lib and db: below)
    ['./src/server/features'],
    [
      './src/server/app.ts',
      './src/server/server.ts',
      './src/server/main.ts',
      './src/server/payment-sweep.ts',
    ],
  ]),
  // Server lib and db take nothing from above them, a file added later beside app.ts included.
  ...['./src/server/lib', './src/server/db'].map((target) => ({
    target,
    from: './src/server',
    except: ['./lib', './db'],
    message: `Imports flow one way: ${target} imports only src/server/lib and src/server/db.`,
  })),
  ...layerZones([
    // shared → web lib → web api → ui components → web features → app
    ['./src/web/lib', './src/web/config'],
    ['./src/web/api'],
    ['./src/web/components'],
    ['./src/web/features'],
    ['./src/web/app', './src/web/main.tsx', './src/web/boot.ts'],
  ]),
];

const webTakesServerTypesOnly = {
  group: ['**/server/**'],
  allowTypeImports: true,
  message: 'The web app only takes types from the server (AppType), never its code.',
};

const radixOnlyInUi = {
  group: ['radix-ui', 'radix-ui/*', '@radix-ui/*'],
  message: 'Radix is used in src/web/components/ui only: use or add a primitive there.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...hardZones, ...directionZones] }],
    },
  },
  {
    // A screen's test may render the app route that composes it.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: hardZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // SQL lives in *.queries.ts (and the database layer); services and routes call named queries.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.queries.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/**/*.test-helpers.ts',
      'src/server/**/*.fixture.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'SQL belongs in the area’s *.queries.ts; call a named query from here.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL belongs in the area’s *.queries.ts; call a named query from here.',
            },
          ],
        },
      ],
    },
  },
  {
    // A long server function is named as its steps, so its top reads like the list in its docs.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.test.ts',
      'src/server/**/*.test-helpers.ts',
      'src/server/**/*.fixture.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [webTakesServerTypesOnly, radixOnlyInUi] },
      ],
    },
  },
  {
    // The primitives are where Radix is used, in the app's look; screens compose them.
    files: ['src/web/components/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [webTakesServerTypesOnly] },
      ],
    },
  },
);
