import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.mesh', 'data', '.cache', 'src/graphql/generated', 'mesh/openapi', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Server code takes from the client's tree only what both sides run: constants, the catalogue,
    // the machines, messages and src/shared.
    files: ['server/**/*.ts', 'mesh/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/src/*', '!**/src/constants', '!**/src/constants/*', '!**/src/catalogue', '!**/src/catalogue/*', '!**/src/machines', '!**/src/machines/**', '!**/src/messages', '!**/src/messages/*', '!**/src/shared', '!**/src/shared/**'],
          message: 'Server code imports from src/ only constants, catalogue, machines, messages and shared (ARCHITECTURE.md).',
        }],
      }],
    },
  },
  {
    // The client never reaches into the server.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/server/*', '**/server/**'], message: 'The client reaches the server through the gateway, never by import.' }],
      }],
    },
  },
  {
    // An entity's documents and meta belong to the resource layer: screens and components use the resource
    // definitions and machine actors, not the entity's calls, and the generic screens never write data themselves.
    files: ['src/screens/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/*', '**/server/**'], message: 'The client reaches the server through the gateway, never by import.' },
          { group: ['**/graphql/generated/entities/*'], message: 'Entity documents are used through src/resources (entityResource), not by screens.' },
        ],
      }],
    },
  },
  {
    files: ['src/screens/resource/**/*.{ts,tsx}', 'src/components/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@apollo/client/react'], importNames: ['useMutation'], message: 'Generic screens change data through the list and form machines’ actors.' },
          { group: ['**/graphql/generated/entities/*'], message: 'Entity documents are used through src/resources (entityResource), not by screens.' },
        ],
      }],
    },
  },
  {
    // Machines are pure: no React, no Apollo hooks, no screens or components.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', '@apollo/client/react', '@chakra-ui/*'], message: 'Machines are pure (no React or UI); side effects live in provided actors.' },
          { group: ['**/screens/**', '**/components/**'], message: 'Machines do not import screens or components.' },
        ],
      }],
    },
  },
  {
    // Hooks rules for the React client only: server code has envelop/graphql-ws functions named use*.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
