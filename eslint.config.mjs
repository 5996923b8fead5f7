import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    // One link component (components/ui/site-link.tsx) decides prefetching for the whole site.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/ui/site-link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/ui/site-link.' }] }],
    },
  },
  // eslint-config-next ignores build/ (a common output folder); here it holds the post-export step's source.
  { ignores: ['!build/', '!build/**'] },
  { ignores: ['out/**', '.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'deploy/cloudfront/**', 'deploy/service-worker/**'] },
];

export default config;
