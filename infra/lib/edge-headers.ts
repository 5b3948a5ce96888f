import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, type ResponseHeadersPolicyProps } from 'aws-cdk-lib/aws-cloudfront';
import { securityHeaders } from '@/lib/security/headers';

type Behaviours = Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'>;

/**
 * The app's own security headers (lib/security/headers.ts, as next.config.ts sends them for an https site) in
 * CloudFront's terms, so files served from S3 carry them too and nothing at the edge can disagree with the app.
 * A header this cannot place fails synthesis instead of being dropped. The static Content Security Policy is
 * only a default, for the files and responses that come without one.
 */
export function edgeSecurityHeaders(region: string): Behaviours {
  const headers = new Map(
    securityHeaders({ dev: false, https: true, connectSources: [`https://cognito-idp.${region}.amazonaws.com`] }).map(
      ({ key, value }) => [key, value],
    ),
  );
  const take = (name: string): string => {
    const value = headers.get(name);
    if (value === undefined) throw new Error(`The app sends no ${name} header`);
    headers.delete(name);
    return value;
  };

  const hsts = take('Strict-Transport-Security');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
  const referrer = take('Referrer-Policy');
  const referrerPolicy = Object.values(HeadersReferrerPolicy).find((policy) => policy === referrer);
  const frame = take('X-Frame-Options');
  if (
    !referrerPolicy ||
    !(frame in HeadersFrameOption) ||
    !Number.isFinite(maxAge) ||
    take('X-Content-Type-Options') !== 'nosniff'
  ) {
    throw new Error('A security header has a value CloudFront cannot express');
  }
  const behaviours: Behaviours = {
    securityHeadersBehavior: {
      // Not overridden: a signed-in page's own policy carries that response's nonce (middleware.ts), and the
      // static one would replace it. Every page the server renders has a policy; this fills in for the rest.
      contentSecurityPolicy: { contentSecurityPolicy: take('Content-Security-Policy'), override: false },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy, override: true },
      frameOptions: { frameOption: HeadersFrameOption[frame as keyof typeof HeadersFrameOption], override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(maxAge),
        includeSubdomains: hsts.includes('includeSubDomains'),
        preload: hsts.includes('preload'),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [...headers].map(([header, value]) => ({ header, value, override: true })),
    },
  };
  return behaviours;
}
