import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';

/**
 * How `npm run build:aws` packages the app for infra/lib/web-stack.ts: one server function behind a Lambda
 * function URL (API Gateway v2 events, buffered responses), prerendered pages read from the S3 incremental cache.
 * What OpenNext can do and this site does not need is switched off here, so nothing points at AWS resources the
 * web stack does not create (infra/README.md, "Web: what is deployed").
 */
const config = {
  default: {
    override: {
      wrapper: 'aws-lambda',
      converter: 'aws-apigw-v2',
      incrementalCache: 's3',
      // No page uses revalidateTag or a cached fetch; the revalidatePath calls in server actions refresh
      // personal pages, which are rendered per request and never cached, so no DynamoDB tag table is needed.
      tagCache: 'dummy',
      // No page has a revalidate interval, so nothing goes stale and no SQS revalidation queue is needed.
      queue: 'dummy',
    },
  },
  imageOptimization: {
    // The app has no next/image, so the image function is never deployed; OpenNext still bundles it and would
    // download sharp for it from npm at build time. An empty list keeps the build offline (OpenNext then logs
    // "Could not install dependencies" for that unused function).
    install: { packages: [] },
  },
} satisfies OpenNextConfig;

export default config;
