import { QUERY_LIMITS } from '@/backend/api/query-limits';
/**
 * Everything that differs between staging and production, in one typed place. No account ids or secrets live
 * here: the account comes from the deploying shell (CDK_DEFAULT_ACCOUNT, or `-c account=…`), secrets are
 * generated in AWS Secrets Manager at deploy time.
 */
export type EnvironmentName = 'staging' | 'production';

export interface EnvironmentConfig {
  name: EnvironmentName;
  /** Spec section 9: the product runs in London. */
  region: string;
  /** Prefix of every stack and named resource, so both environments can share one account. */
  prefix: string;
  /**
   * The public https origin of the site, without a trailing slash: the web server's SITE_URL, the only origin its
   * forms accept, and the name CloudFront serves (its alias, with web.certificateArn). Before a custom domain is
   * ready it may be the distribution's own https://d….cloudfront.net (README, "The site's domain").
   */
  siteUrl: string;
  identity: {
    /** Prefix of the hosted login domain: https://<prefix>.auth.<region>.amazoncognito.com */
    loginDomainPrefix: string;
    /** Where the hosted login may send her back after signing in and out. */
    callbackUrls: string[];
    signOutUrls: string[];
  };
  api: {
    /**
     * Requests one caller (one `authorization` header: her token, or the prize-draw service account's) may make
     * in any 5-minute window before the WAF blocks that caller. Per caller, not per address: every call of the
     * app comes from the web server's few addresses (README, "Known limits").
     */
    rateLimitPerCallerPer5Minutes: number;
    /** Requests without an `authorization` header one IP address may make in 5 minutes: never the app's own. */
    rateLimitAnonymousPerIpPer5Minutes: number;
    /**
     * AppSync's cost limits, from QUERY_LIMITS in backend/api/query-limits.ts, which the local host and the
     * Lambda enforce too: depth counts the root field as 1, and every resolver here is a root field's Lambda,
     * so resolvers per request = root fields.
     */
    queryDepthLimit: number;
    resolverCountLimit: number;
  };
  mail: {
    /** The verified SES domain and the sender the reminder job and Cognito's messages use. */
    domain: string;
    fromAddress: string;
  };
  web: {
    /** OpenNext's output folder (`npx @opennextjs/aws build`), relative to the repository root. */
    buildDir: string;
    /**
     * The ACM certificate (in us-east-1, as CloudFront requires) for siteUrl's host name, which CloudFront serves
     * as its alias. Required for a web stack unless siteUrl is the distribution's own cloudfront.net domain.
     */
    certificateArn?: string;
  };
  /** Who is emailed when an alarm goes off (README, "Alarms"); without it, subscribe to the topic yourself. */
  alarmEmail?: string;
  /** How long logs are kept, in days (CloudWatch's allowed values). */
  logRetentionDays: 30 | 90 | 365;
  /** Reminder job cadence. */
  reminderEveryMinutes: number;
  /**
   * The reminder links' endpoint (unsubscribe, calendar feed), throttled for all callers together: calendar
   * programs poll each subscription a few times a day, and a flood of bad tokens stops at the stage, not in Lambda.
   */
  reminderLinks: { ratePerSecond: number; burst: number };
}

const shared = {
  region: 'eu-west-2',
  api: {
    // Sized from the pages' calls: most make 1–3; the heaviest, /monitor over "all" with three years of daily
    // check-ins, about 55 (four kinds and her checks, 100 a page). 600 is ten of those, or 200 ordinary pages.
    rateLimitPerCallerPer5Minutes: 600,
    // The app always sends a token (lib/data/client.ts); without one AppSync refuses the call anyway.
    rateLimitAnonymousPerIpPer5Minutes: 100,
    queryDepthLimit: QUERY_LIMITS.maxDepth,
    resolverCountLimit: QUERY_LIMITS.maxRootFields,
  },
  reminderEveryMinutes: 5,
  reminderLinks: { ratePerSecond: 20, burst: 50 },
} as const;

export const ENVIRONMENTS: Record<EnvironmentName, EnvironmentConfig> = {
  staging: {
    ...shared,
    name: 'staging',
    prefix: 'BreastCheckStaging',
    siteUrl: 'https://staging.venusbreastcheck.co.uk',
    identity: {
      loginDomainPrefix: 'venus-breast-check-staging',
      callbackUrls: ['https://staging.venusbreastcheck.co.uk/', 'http://localhost:3000/'],
      signOutUrls: ['https://staging.venusbreastcheck.co.uk/', 'http://localhost:3000/'],
    },
    mail: { domain: 'staging.venusbreastcheck.co.uk', fromAddress: 'no-reply@staging.venusbreastcheck.co.uk' },
    web: { buildDir: '.open-next' },
    logRetentionDays: 30,
  },
  production: {
    ...shared,
    name: 'production',
    prefix: 'BreastCheckProduction',
    siteUrl: 'https://venusbreastcheck.co.uk',
    identity: {
      loginDomainPrefix: 'venus-breast-check',
      callbackUrls: ['https://venusbreastcheck.co.uk/'],
      signOutUrls: ['https://venusbreastcheck.co.uk/'],
    },
    mail: { domain: 'venusbreastcheck.co.uk', fromAddress: 'no-reply@venusbreastcheck.co.uk' },
    web: { buildDir: '.open-next' },
    logRetentionDays: 365,
  },
};
