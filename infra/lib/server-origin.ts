import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Request headers the Next.js server needs that are not in its cache key (CloudFront forwards those anyway).
 * A list, not "all viewer headers except Host": only a list can add CloudFront's own headers, and Host must
 * stay the function URL's or Lambda refuses the request. CloudFront allows 10 headers per policy.
 */
export const SERVER_REQUEST_HEADERS = [
  'next-action', // which server action a POST runs
  'content-type', // how the action's form body is encoded
  'origin', // middleware.ts and Next refuse a POST from another site
  'x-forwarded-host', // the site's own host (see FORWARD_HOST_CODE), for Next's server-action origin check
  'user-agent', // Next renders page metadata differently for bots
  'sec-fetch-dest', // a missing image or font gets a plain 404, not the not-found page
] as const;

/** Added by CloudFront itself (ip:port, overwriting any the visitor sends): lib/security/rate-limit.ts keys on it. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/**
 * A CloudFront Function (viewer request) that tells the server which host the visitor asked for. The function URL
 * sees its own host; OpenNext takes X-Forwarded-Host as the request's host, so without it Next's server-action
 * check (Origin against host) answers every form with a 500 (test/open-next-build.test.ts shows both against the
 * real build). The visitor's own X-Forwarded-Host, if any, is overwritten.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

export function serverOriginRequest(scope: Construct) {
  const policy = new OriginRequestPolicy(scope, 'ServerRequest', {
    comment: 'Next.js server: cookies, query, the headers it reads, and the visitor address for rate limits',
    cookieBehavior: OriginRequestCookieBehavior.all(),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    headerBehavior: OriginRequestHeaderBehavior.allowList(...SERVER_REQUEST_HEADERS, VIEWER_ADDRESS_HEADER),
  });
  const forwardHost = new CloudFrontFunction(scope, 'ForwardHost', {
    comment: 'Sets X-Forwarded-Host to the host the visitor asked for',
    code: FunctionCode.fromInline(FORWARD_HOST_CODE),
    runtime: FunctionRuntime.JS_2_0,
  });
  return { policy, forwardHost };
}
