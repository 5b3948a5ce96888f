import vm from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition, TTL_ATTRIBUTE } from '@/backend/store/table';
import { customAttributes } from '@/lib/auth/client/sign-up-attributes';
import { CLIENT_WRITABLE_ATTRIBUTES, CONSENT_RECORD_ATTRIBUTES } from '@/lib/validation/identity-permissions';
import { securityHeaders } from '@/lib/security/headers';
import { visitorKey } from '@/lib/security/rate-limit';
import { PASSWORD_POLICY, passwordPolicyProblem } from '@/local/identity/password-policy';
import { ACCESS_TOKEN_SECONDS, ID_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@/local/identity/pool';
import { deployableSchema, readRepositorySchema, rootFields } from '../lib/schema';
import { synthEnvironment, TEST_CERTIFICATE_ARN } from './synth';
import { siteDomain } from '../lib/web-stack';
import { RESOLVER_TIMEOUT_SECONDS } from '@/backend/core/deadline';
import { ERASURE_TIMEOUT_MS } from '@/lib/data/request-timeout';
import { QUERY_LIMITS } from '@/backend/api/query-limits';

const environment = synthEnvironment('staging');
const { config } = environment;
const identity = environment.template(environment.identity);
const api = environment.template(environment.api);
const data = environment.template(environment.data);
const jobs = environment.template(environment.jobs);
const web = environment.template(environment.web);

type Resource = { Type?: string; Properties?: Record<string, any>; DeletionPolicy?: string };
const only = (resources: Record<string, Record<string, any>>): Resource => {
  const all = Object.values(resources);
  expect(all).toHaveLength(1);
  return all[0] as Resource;
};

describe('identity: the user pool matches the local identity service', () => {
  const pool = only(identity.findResources('AWS::Cognito::UserPool')).Properties ?? {};
  const client = only(identity.findResources('AWS::Cognito::UserPoolClient')).Properties ?? {};

  it('signs in with email as the username, verified by code; MFA off; deletion protected', () => {
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.VerificationMessageTemplate.DefaultEmailOption).toBe('CONFIRM_WITH_CODE');
    expect(pool.MfaConfiguration).toBe('OFF');
    expect(pool.DeletionProtection).toBe('ACTIVE');
    expect(pool.DeviceConfiguration).toBeUndefined();
  });

  it('takes her email in any case as the same account, as the local service does', () => {
    expect(pool.UsernameConfiguration).toEqual({ CaseSensitive: false });
  });

  it('keeps her old email active until a new one is verified by code, as the local service does', () => {
    expect(pool.UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ['email'] });
  });

  it('has the password policy the local service enforces, read from its module', () => {
    const policy = pool.Policies.PasswordPolicy;
    expect(policy).toMatchObject({
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
    });
    // The same verdicts: what Cognito's policy accepts, the local service accepts, and the other way round.
    const cognitoAccepts = (password: string) =>
      password.length >= policy.MinimumLength &&
      (!policy.RequireLowercase || /[a-z]/.test(password)) &&
      (!policy.RequireUppercase || /[A-Z]/.test(password)) &&
      (!policy.RequireNumbers || /[0-9]/.test(password)) &&
      (!policy.RequireSymbols || /[^A-Za-z0-9]/.test(password));
    for (const password of [
      'Short1!',
      'longenough1!',
      'LONGENOUGH1!',
      'LongEnough!!',
      'LongEnough11',
      'LongEnough1!',
    ]) {
      expect([password, passwordPolicyProblem(password) === null]).toEqual([password, cognitoAccepts(password)]);
    }
  });

  it('defines every custom attribute sign-up writes, as a mutable string', () => {
    const custom = (pool.Schema as { Name: string; AttributeDataType: string; Mutable: boolean }[]).filter(
      (attribute) => !['email', 'given_name', 'family_name', 'phone_number'].includes(attribute.Name),
    );
    expect(custom.map((attribute) => `custom:${attribute.Name}`).sort()).toEqual(
      Object.values(customAttributes).sort(),
    );
    for (const attribute of custom) expect(attribute).toMatchObject({ AttributeDataType: 'String', Mutable: true });
  });

  it('stamps consent times from a post-confirmation trigger that may update only this pool', () => {
    expect(pool.LambdaConfig.PostConfirmation).toBeDefined();
    identity.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 'cognito-idp:AdminUpdateUserAttributes',
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Users'), 'Arn'] },
          },
        ],
      },
    });
  });

  it('has an app client without a secret: SRP, password and refresh, token revocation, no user-existence errors', () => {
    expect(client.GenerateSecret).toBe(false);
    expect([...client.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client.EnableTokenRevocation).toBe(true);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('lets the app client write only what her browser sends, never her consent records (the local list)', () => {
    expect([...client.WriteAttributes].sort()).toEqual([...CLIENT_WRITABLE_ATTRIBUTES].sort());
    for (const name of CONSENT_RECORD_ATTRIBUTES) expect(client.WriteAttributes).not.toContain(name);
    expect(client.WriteAttributes).toEqual(expect.arrayContaining(['email', 'custom:sign_up_request']));
    // Reading stays open: settings and her export show her consents from her own token.
    expect(client.ReadAttributes).toBeUndefined();
  });

  it('gives tokens the lifetimes the local service issues', () => {
    const seconds = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;
    const lifetime = (value: number, unit: keyof typeof seconds) => value * seconds[unit];
    const units = client.TokenValidityUnits;
    expect(lifetime(client.AccessTokenValidity, units.AccessToken)).toBe(ACCESS_TOKEN_SECONDS);
    expect(lifetime(client.IdTokenValidity, units.IdToken)).toBe(ID_TOKEN_SECONDS);
    expect(lifetime(client.RefreshTokenValidity, units.RefreshToken)).toBe(REFRESH_TOKEN_SECONDS);
  });

  it('offers hosted login with the authorization code flow and the configured URLs', () => {
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(client.CallbackURLs).toEqual(config.identity.callbackUrls);
    expect(client.LogoutURLs).toEqual(config.identity.signOutUrls);
    identity.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: config.identity.loginDomainPrefix });
  });

  it('has the Admin group', () => {
    identity.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'Admin' });
  });

  it('has the PrizeDrawService group and its one member, created without an invitation', () => {
    const { username } = environment.identity.prizeDrawService;
    const [groupId] = Object.keys(
      identity.findResources('AWS::Cognito::UserPoolGroup', { Properties: { GroupName: 'PrizeDrawService' } }),
    );
    const users = identity.findResources('AWS::Cognito::UserPoolUser');
    const user = only(users).Properties ?? {};
    expect(user).toMatchObject({
      UserPoolId: { Ref: expect.stringMatching(/^Users/) },
      Username: username,
      MessageAction: 'SUPPRESS',
    });
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: username },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    expect(only(identity.findResources('AWS::Cognito::UserPoolUserToGroupAttachment')).Properties).toEqual({
      UserPoolId: { Ref: expect.stringMatching(/^Users/) },
      Username: { Ref: Object.keys(users)[0] },
      GroupName: { Ref: groupId },
    });
  });

  it("generates the service account's password in Secrets Manager, long enough and of every kind the policy asks", () => {
    const secret = only(
      identity.findResources('AWS::SecretsManager::Secret', {
        Properties: { Name: environment.identity.prizeDrawService.passwordSecretName },
      }),
    );
    const generate = secret.Properties?.GenerateSecretString;
    expect(generate.PasswordLength).toBeGreaterThanOrEqual(PASSWORD_POLICY.minLength);
    expect(generate.RequireEachIncludedType).toBe(true);
    for (const excluded of ['ExcludeLowercase', 'ExcludeUppercase', 'ExcludeNumbers', 'ExcludePunctuation']) {
      expect(generate[excluded]).toBeUndefined();
    }
    expect(secret.DeletionPolicy).toBe('Retain');
  });

  it('makes that password permanent at deploy time, the setter reading it by ARN', () => {
    const { passwordSecretName } = environment.identity.prizeDrawService;
    const [userId] = Object.keys(identity.findResources('AWS::Cognito::UserPoolUser'));
    const passwordSet = only(identity.findResources('Custom::PrizeDrawServicePassword'));
    expect(passwordSet.Properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [expect.stringMatching(/SetPassword/), 'Arn'] },
      ServiceTimeout: expect.anything(),
      UserPoolId: { Ref: expect.stringMatching(/^Users/) },
      Username: { Ref: userId },
    });
    const [setterId, setter] =
      Object.entries(
        identity.findResources('AWS::Lambda::Function', {
          Properties: { Description: Match.stringLikeRegexp('prize-draw') },
        }),
      )[0] ?? [];
    expect(passwordSet.Properties?.ServiceToken['Fn::GetAtt'][0]).toBe(setterId);
    const secretId = Object.keys(
      identity.findResources('AWS::SecretsManager::Secret', { Properties: { Name: passwordSecretName } }),
    )[0];
    expect(setter?.Properties.Environment.Variables.SERVICE_PASSWORD_ARN).toEqual({ Ref: secretId });
    expect(setter?.Properties.Environment.Variables.SERVICE_PASSWORD).toBeUndefined();
    // Its role may set passwords in this pool and nothing else of Cognito's.
    const cognitoGrants = Object.values(identity.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('SetPassword'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp'));
    expect(cognitoGrants).toEqual([
      {
        Action: 'cognito-idp:AdminSetUserPassword',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^Users/), 'Arn'] },
      },
    ]);
  });
});

describe('identity: sign-ups never confirmed are deleted', () => {
  it("runs the job once a day, allowed to list, read and delete the pool's users and nothing more", () => {
    identity.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 day)',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UnconfirmedSignUpsFunction'), 'Arn'] },
      }),
    });
    identity.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['cognito-idp:ListUsers', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
            Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Users'), 'Arn'] },
          }),
        ]),
      },
    });
  });
});

describe('jobs: a failed run is not retried', () => {
  // Scheduler calls a Lambda asynchronously, and Lambda retries a failed asynchronous call twice unless told not to.
  it.each([
    ['the reminder job', jobs, '^Reminders'],
    ['the unconfirmed sign-ups job', identity, '^UnconfirmedSignUpsFunction'],
  ])('%s: neither Scheduler nor Lambda retries it', (_job, template, functionId) => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp(functionId), 'Arn'] },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 0 }),
      }),
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp(functionId) },
      MaximumRetryAttempts: 0,
    });
  });
});

describe('API: AppSync from the repository schema, every field on the Lambda', () => {
  const graphqlApi = only(api.findResources('AWS::AppSync::GraphQLApi')).Properties ?? {};
  const fields = rootFields(readRepositorySchema());

  it('deploys the repository schema with descriptions stripped, and nothing else', () => {
    const schema = only(api.findResources('AWS::AppSync::GraphQLSchema')).Properties ?? {};
    expect(schema.Definition).toBe(deployableSchema(readRepositorySchema()));
  });

  it('authorises with the user pool, traces with X-Ray, has cost limits and no introspection', () => {
    expect(graphqlApi.AuthenticationType).toBe('AMAZON_COGNITO_USER_POOLS');
    expect(graphqlApi.AdditionalAuthenticationProviders).toBeUndefined();
    expect(graphqlApi.XrayEnabled).toBe(true);
    expect(graphqlApi.IntrospectionConfig).toBe('DISABLED');
    // The limits the local host and the Lambda enforce (backend/api/query-limits.ts), so AWS refuses nothing more.
    expect(graphqlApi.QueryDepthLimit).toBe(QUERY_LIMITS.maxDepth);
    expect(graphqlApi.ResolverCountLimit).toBe(QUERY_LIMITS.maxRootFields);
  });

  it('logs errors only, never request or response bodies', () => {
    expect(graphqlApi.LogConfig).toMatchObject({ FieldLogLevel: 'ERROR', ExcludeVerboseContent: true });
  });

  it('resolves every Query and Mutation field with the backend Lambda, directly (no mapping templates)', () => {
    const dataSources = api.findResources('AWS::AppSync::DataSource');
    const dataSource = Object.values(dataSources)[0];
    expect(Object.keys(dataSources)).toHaveLength(1);
    expect(dataSource?.Properties.LambdaConfig.LambdaFunctionArn).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^Resolver[0-9A-F]+$/), 'Arn'],
    });

    const resolvers = Object.values(api.findResources('AWS::AppSync::Resolver')).map((resolver) => resolver.Properties);
    expect(resolvers.map((resolver) => `${resolver.TypeName}.${resolver.FieldName}`).sort()).toEqual(
      fields.map((field) => `${field.typeName}.${field.fieldName}`).sort(),
    );
    for (const resolver of resolvers) {
      expect(resolver.DataSourceName).toBe(dataSource?.Properties.Name);
      expect(resolver.RequestMappingTemplate).toBeUndefined();
      expect(resolver.Kind ?? 'UNIT').toBe('UNIT');
    }
  });

  it('runs backend/lambda/handler.ts on Node 22 with the table and a generated page-token secret, by ARN', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: { 'Fn::ImportValue': Match.anyValue() },
          API_TOKEN_SECRET_ARN: { Ref: Match.stringLikeRegexp('^PageTokenSecret') },
          API_TOKEN_SECRET: Match.absent(),
        }),
      },
    });
  });

  it('lets an erasure answer: the resolver stops before the server stops waiting, and the server before CloudFront', () => {
    const timeoutOf = (template: typeof api, description: string | RegExp) =>
      only(
        template.findResources('AWS::Lambda::Function', {
          Properties: {
            Description: typeof description === 'string' ? description : Match.stringLikeRegexp(description.source),
          },
        }),
      ).Properties?.Timeout as number;
    const resolver = timeoutOf(api, /direct Lambda resolver/);
    const server = timeoutOf(web, 'Next.js server (OpenNext)');
    const origin = only(web.findResources('AWS::CloudFront::Distribution')).Properties?.DistributionConfig.Origins.find(
      (candidate: { CustomOriginConfig?: unknown }) => candidate.CustomOriginConfig,
    ).CustomOriginConfig.OriginReadTimeout as number;
    expect(resolver).toBe(RESOLVER_TIMEOUT_SECONDS);
    // AppSync gives a request 30 s; a cold start and AppSync's own part come on top of the resolver's time.
    expect(resolver * 1000 + 2000).toBeLessThanOrEqual(ERASURE_TIMEOUT_MS);
    expect(ERASURE_TIMEOUT_MS).toBeLessThan(30_000);
    // Her password check and the deletion of her identity come on top of the erasure, inside the server's time.
    expect(ERASURE_TIMEOUT_MS + 3000).toBeLessThanOrEqual(server * 1000);
    expect(server).toBeLessThan(origin);
  });

  it('rate-limits each caller by her token, not the web server address every app call comes from', () => {
    const firewall = only(api.findResources('AWS::WAFv2::WebACL')).Properties ?? {};
    const rateRules = (firewall.Rules as { Statement: { RateBasedStatement?: Record<string, any> } }[])
      .map((rule) => rule.Statement.RateBasedStatement)
      .filter((statement) => statement !== undefined);
    expect(rateRules).toContainEqual(
      expect.objectContaining({
        Limit: config.api.rateLimitPerCallerPer5Minutes,
        AggregateKeyType: 'CUSTOM_KEYS',
        CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
      }),
    );
    // An address is counted only for requests without a token, which the app never sends (lib/data/client.ts).
    const perAddress = rateRules.filter((statement) => statement.AggregateKeyType === 'IP');
    expect(perAddress).toEqual([
      expect.objectContaining({
        Limit: config.api.rateLimitAnonymousPerIpPer5Minutes,
        ScopeDownStatement: {
          NotStatement: {
            Statement: {
              SizeConstraintStatement: expect.objectContaining({
                FieldToMatch: { SingleHeader: { Name: 'authorization' } },
                ComparisonOperator: 'GT',
                Size: 0,
              }),
            },
          },
        },
      }),
    ]);
    api.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Api'), 'Arn'] },
    });
  });
});

describe("data: the backend's table definition, protected", () => {
  const table = only(data.findResources('AWS::DynamoDB::Table'));
  const definition = tableDefinition();

  it('has the keys, attributes and indexes of backend/store/table.ts', () => {
    const properties = table.Properties ?? {};
    expect(properties.KeySchema).toEqual(definition.KeySchema);
    expect([...properties.AttributeDefinitions].sort((a, b) => a.AttributeName.localeCompare(b.AttributeName))).toEqual(
      [...(definition.AttributeDefinitions ?? [])].sort((a, b) =>
        (a.AttributeName ?? '').localeCompare(b.AttributeName ?? ''),
      ),
    );
    expect(properties.GlobalSecondaryIndexes).toEqual(
      definition.GlobalSecondaryIndexes?.map(({ IndexName, KeySchema, Projection }) => ({
        IndexName,
        KeySchema,
        Projection,
      })),
    );
  });

  it('is on demand, with point-in-time recovery, deletion protection, a customer key, a TTL, and retained', () => {
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      SSESpecification: {
        SSEEnabled: true,
        SSEType: 'KMS',
        KMSMasterKeyId: { 'Fn::GetAtt': [expect.stringMatching(/^TableKey/), 'Arn'] },
      },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(table.DeletionPolicy).toBe('Retain');
    data.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

describe('jobs: reminders on a schedule, mail from SES', () => {
  it('invokes the reminder Lambda every few minutes with the scheduled time', () => {
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `rate(${config.reminderEveryMinutes} minutes)`,
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Reminders'), 'Arn'] },
        Input: JSON.stringify({ scheduledTime: '<aws.scheduler.scheduled-time>' }),
      }),
    });
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Description: Match.stringLikeRegexp('reminders'),
    });
  });

  it('has the sender domain as an SES identity, and may send only from the configured address', () => {
    jobs.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: config.mail.domain });
    jobs.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Condition: { StringEquals: { 'ses:FromAddress': config.mail.fromAddress } },
          }),
        ]),
      },
    });
  });
});

describe('web: the Next.js app behind CloudFront', () => {
  const distribution = only(web.findResources('AWS::CloudFront::Distribution')).Properties?.DistributionConfig;

  it("answers to SITE_URL's host with its certificate, the one origin the server accepts forms from", () => {
    expect(distribution.Aliases).toEqual([new URL(config.siteUrl).host]);
    expect(distribution.ViewerCertificate).toEqual({
      AcmCertificateArn: TEST_CERTIFICATE_ARN,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
  });

  it('refuses to make a site without a certificate for its domain, naming the setting', () => {
    const withoutCertificate = { ...config, web: { buildDir: config.web.buildDir } };
    expect(() => siteDomain(withoutCertificate)).toThrow(/web\.certificateArn.*infra\/config\.ts/);
    // On the distribution's own name CloudFront's certificate serves it, and nothing is asked for.
    expect(siteDomain({ ...withoutCertificate, siteUrl: 'https://d1234abcd.cloudfront.net' })).toEqual({
      host: 'd1234abcd.cloudfront.net',
    });
  });

  it('serves HTTPS only, on every path', () => {
    const behaviours = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];
    expect(behaviours.length).toBeGreaterThan(1);
    for (const behaviour of behaviours) expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it("sends the app's own security headers at the edge, on every path", () => {
    const policy = only(web.findResources('AWS::CloudFront::ResponseHeadersPolicy')).Properties
      ?.ResponseHeadersPolicyConfig;
    const sent = new Map<string, string>([
      ['Content-Security-Policy', policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', policy.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy],
      ['X-Frame-Options', policy.SecurityHeadersConfig.FrameOptions.FrameOption],
      [
        'Strict-Transport-Security',
        [
          'max-age=' + policy.SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec,
          'includeSubDomains',
          'preload',
        ]
          .filter(
            (part, index) =>
              index === 0 ||
              policy.SecurityHeadersConfig.StrictTransportSecurity[
                part === 'preload' ? 'Preload' : 'IncludeSubdomains'
              ],
          )
          .join('; '),
      ],
      ...policy.CustomHeadersConfig.Items.map(
        (item: { Header: string; Value: string }) => [item.Header, item.Value] as [string, string],
      ),
    ]);
    const app = securityHeaders({
      dev: false,
      https: true,
      connectSources: [`https://cognito-idp.${config.region}.amazonaws.com`],
    });
    expect(Object.fromEntries(sent)).toEqual(Object.fromEntries(app.map(({ key, value }) => [key, value])));
    for (const behaviour of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });

  it("keeps the server's own Content Security Policy (a signed-in page's has its nonce) and overrides the rest", () => {
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = only(
      web.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    ).Properties?.ResponseHeadersPolicyConfig;
    expect(security.ContentSecurityPolicy.Override).toBe(false);
    const others = [
      security.ContentTypeOptions,
      security.ReferrerPolicy,
      security.FrameOptions,
      security.StrictTransportSecurity,
      ...custom.Items,
    ];
    for (const header of others) expect(header.Override).toBe(true);
  });

  it("gives the server the deployed app's environment from the other stacks' outputs", () => {
    web.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Environment: {
        Variables: Match.objectLike({
          APP_DEPLOYED: 'true',
          AUTH_REGION: config.region,
          AUTH_USER_POOL_ID: { 'Fn::ImportValue': Match.stringLikeRegexp('Identity') },
          AUTH_USER_POOL_CLIENT_ID: { 'Fn::ImportValue': Match.stringLikeRegexp('Identity') },
          GRAPHQL_URL: { 'Fn::ImportValue': Match.stringLikeRegexp('Api') },
          SITE_URL: config.siteUrl,
        }),
      },
    });
  });

  it("gives the server the prize-draw service account: its username, and its password's secret by ARN", () => {
    const { username } = environment.identity.prizeDrawService;
    web.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          PRIZE_DRAW_SERVICE_USERNAME: username,
          PRIZE_DRAW_SERVICE_PASSWORD_ARN: { 'Fn::ImportValue': Match.stringLikeRegexp('Identity') },
          PRIZE_DRAW_SERVICE_PASSWORD: Match.absent(),
        }),
      },
    });
  });

  it("lets the server change consent records in the user pool, with those two admin actions and nothing else of Cognito's", () => {
    const policies = Object.values(web.findResources('AWS::IAM::Policy'));
    const cognitoGrants = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: unknown }[])
        .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp'))
        .map((statement) => ({ roles: policy.Properties.Roles, statement })),
    );
    expect(cognitoGrants).toEqual([
      {
        roles: [{ Ref: expect.stringMatching(/^ServerServiceRole/) }],
        statement: {
          Action: ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminDeleteUserAttributes'],
          Effect: 'Allow',
          Resource: { 'Fn::ImportValue': expect.stringMatching(/Identity.*Users.*Arn/) },
        },
      },
    ]);
  });

  it("forwards the headers the server reads, CloudFront's visitor address among them, but never Host", () => {
    const [policyId, policy] = Object.entries(web.findResources('AWS::CloudFront::OriginRequestPolicy'))[0] ?? [];
    expect(distribution.DefaultCacheBehavior.OriginRequestPolicyId).toEqual({ Ref: policyId });
    const { HeadersConfig: headers, CookiesConfig, QueryStringsConfig } = policy?.Properties.OriginRequestPolicyConfig;
    expect([CookiesConfig.CookieBehavior, QueryStringsConfig.QueryStringBehavior]).toEqual(['all', 'all']);
    expect(headers.HeaderBehavior).toBe('whitelist');
    const forwarded: string[] = headers.Headers.map((name: string) => name.toLowerCase());
    expect(forwarded).toEqual(expect.arrayContaining(['next-action', 'content-type', 'origin', 'x-forwarded-host']));
    expect(forwarded).not.toContain('host');
    expect(forwarded.length).toBeLessThanOrEqual(10); // CloudFront's limit per policy
    // The rate limit keys on the one CloudFront header forwarded, so the address reaches it.
    const cloudFrontHeaders = headers.Headers.filter((name: string) => name.startsWith('CloudFront-'));
    expect(cloudFrontHeaders).toHaveLength(1);
    expect(visitorKey(new Headers({ [cloudFrontHeaders[0]]: '203.0.113.7:50123' }))).toBe('203.0.113.7');
  });

  it('tells the server the host the visitor asked for, overwriting any X-Forwarded-Host she sent', () => {
    const [functionId, fn] = Object.entries(web.findResources('AWS::CloudFront::Function'))[0] ?? [];
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    const handler = vm.runInNewContext(`${fn?.Properties.FunctionCode}\nhandler`, {});
    const request = handler({
      request: {
        headers: { host: { value: 'venusbreastcheck.co.uk' }, 'x-forwarded-host': { value: 'evil.example' } },
      },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'venusbreastcheck.co.uk' });
  });

  it('lets browsers keep files with hashed names for a year, and revalidate the others', () => {
    const uploads = Object.values(web.findResources('Custom::CDKBucketDeployment'))
      .map((upload) => upload.Properties)
      .filter((upload) => upload.DestinationBucketKeyPrefix === undefined);
    expect(
      uploads.map(({ Include, Exclude, SystemMetadata, DistributionId }) => ({
        Include,
        Exclude,
        cacheControl: SystemMetadata['cache-control'],
        invalidates: DistributionId !== undefined,
      })),
    ).toEqual([
      {
        Include: ['_next/static/*'],
        Exclude: ['*'],
        cacheControl: 'public, max-age=31536000, immutable',
        invalidates: false,
      },
      {
        Include: undefined,
        Exclude: ['_next/static/*'],
        cacheControl: 'public, max-age=0, s-maxage=31536000, must-revalidate',
        invalidates: true,
      },
    ]);
  });

  it('serves static files from a bucket only CloudFront can read', () => {
    const assetsOrigin = distribution.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(assetsOrigin.OriginAccessControlId).toBeDefined();
    expect(
      distribution.CacheBehaviors.map((behaviour: { PathPattern: string }) => behaviour.PathPattern).sort(),
    ).toEqual(['/_next/*', '/favicon.ico']);
  });
});
