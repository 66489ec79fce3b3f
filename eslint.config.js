import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

const nodeModules = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url']

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is pure and deterministic: no Node, DOM, Electron or rendering imports, no ambient
    // randomness or clock. Randomness comes only from the seeded RNG carried in the game state.
    files: ['engine/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [...nodeModules, 'electron', 'react', 'react-dom', 'three', '@react-three/*', 'zustand'],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The engine has no clock.' },
        { name: 'performance', message: 'The engine has no clock.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'process', message: 'The engine does not see Node.' },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'Only electron/main.ts and electron/preload.ts import electron.' },
          ],
        },
      ],
    },
  },
  {
    // The renderer is untrusted web code: no Node, no Electron, nothing fetched from the internet.
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...nodeModules, 'ws'],
          paths: [{ name: 'electron', message: 'The renderer talks to the host only through its bridge.' }],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts', 'tests/**/*.ts', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
)
