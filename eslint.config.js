import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'coverage', 'data', '.e2e-data', 'test-results', 'playwright-report', 'tests/arch/fixture', '**/generated/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/ui/**/*.tsx', 'src/composition/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
