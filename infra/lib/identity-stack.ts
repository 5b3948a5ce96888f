import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  OAuthScope,
  StringAttribute,
  type StandardAttributesMask,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ADMIN_GROUP, COGNITO_GROUPS } from '@/graphql/generated/enums';
import { CUSTOM_ATTRIBUTES as customAttributes } from '@/lib/validation/custom-attributes';
import { CLIENT_WRITABLE_ATTRIBUTES, CLIENT_WRITABLE_STANDARD_ATTRIBUTES } from '@/lib/validation/identity-permissions';
import { PASSWORD_POLICY } from '@/local/identity/password-policy';
import { ACCESS_TOKEN_SECONDS, ID_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@/local/identity/pool';
import type { EnvironmentConfig } from '../config';
import { alarmOnErrors } from './alarms';
import { BackendFunction } from './node-function';
import { suppress } from './nag';
import { PrizeDrawServiceAccount } from './prize-draw-service';
import { UnconfirmedSignUpsJob } from './unconfirmed-sign-ups';

export interface IdentityStackProps extends StackProps {
  config: EnvironmentConfig;
  alarmTopic: ITopic;
}

/** `custom:terms_at` → `terms_at`: CDK names custom attributes without Cognito's prefix. */
const GROUP_DESCRIPTIONS: Record<(typeof COGNITO_GROUPS)[number], string> = {
  [ADMIN_GROUP]: 'Sees the admin entry and manages offers, codes and the prize draw',
  PrizeDrawService: 'The server identity that records free prize-draw entries from visitors without an account',
};

export const CUSTOM_ATTRIBUTE_NAMES = Object.values(customAttributes).map((name) => name.replace(/^custom:/, ''));

/** CDK's names for the standard attributes the app client may write (Cognito's own names on the left). */
const STANDARD_MASK: Record<(typeof CLIENT_WRITABLE_STANDARD_ATTRIBUTES)[number], keyof StandardAttributesMask> = {
  email: 'email',
  given_name: 'givenName',
  family_name: 'familyName',
  phone_number: 'phoneNumber',
};

/**
 * The app client's write list, from the one definition the local identity service enforces too
 * (lib/validation/identity-permissions.ts): her consent records are left out, so her own token cannot rewrite them.
 */
export function clientWriteAttributes(): ClientAttributes {
  return new ClientAttributes()
    .withStandardAttributes(
      Object.fromEntries(CLIENT_WRITABLE_STANDARD_ATTRIBUTES.map((name) => [STANDARD_MASK[name], true])),
    )
    .withCustomAttributes(...CLIENT_WRITABLE_ATTRIBUTES.filter((name) => name.startsWith('custom:')));
}

/**
 * The Cognito user pool the app signs in with, set up as the local identity service behaves (README, "The
 * Cognito user pool on AWS"): the password policy and token lifetimes are read from the local service's modules.
 */
export class IdentityStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The site server's account for free prize-draw entries; the web function signs in with it. */
  readonly prizeDrawService: { username: string; passwordSecretName: string; password: ISecret };

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { config } = props;

    const consentTrigger = new BackendFunction(this, 'ConsentTrigger', {
      entry: 'backend/lambda/consent-trigger.ts',
      description: 'Cognito post-confirmation: makes her consent records from her sign-up request, server clock',
      logRetentionDays: config.logRetentionDays,
      timeout: Duration.seconds(5),
      memorySize: 256,
    });

    this.userPool = new UserPool(this, 'Users', {
      userPoolName: `${config.prefix}-Users`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      // Jane.Doe@… and jane.doe@… are one account, as in the local identity service. CloudFormation's default
      // is case-sensitive, and Cognito fixes this when the pool is created (infra/README.md).
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A new email takes effect only once its code is verified, so a typo cannot lock her out (local/identity too).
      keepOriginal: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      mfa: Mfa.OFF,
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: Object.fromEntries(
        CUSTOM_ATTRIBUTE_NAMES.map((name) => [name, new StringAttribute({ mutable: true })]),
      ),
      featurePlan: FeaturePlan.ESSENTIALS,
      email: UserPoolEmail.withSES({
        fromEmail: config.mail.fromAddress,
        fromName: 'Venus Breast Check',
        sesRegion: config.region,
        sesVerifiedDomain: config.mail.domain,
      }),
      lambdaTriggers: { postConfirmation: consentTrigger },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // A policy of its own rather than the function's default policy: the pool already depends on the function,
    // and the function on its default policy, so naming the pool there would be a dependency cycle.
    new Policy(this, 'ConsentTriggerMayStamp', {
      roles: consentTrigger.role ? [consentTrigger.role] : [],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminUpdateUserAttributes'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `${config.prefix}-Web`,
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      writeAttributes: clientWriteAttributes(),
      accessTokenValidity: Duration.seconds(ACCESS_TOKEN_SECONDS),
      idTokenValidity: Duration.seconds(ID_TOKEN_SECONDS),
      refreshTokenValidity: Duration.seconds(REFRESH_TOKEN_SECONDS),
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      oAuth: {
        // Code grant only; a client without a secret proves itself with PKCE (Amplify always sends it).
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: config.identity.callbackUrls,
        logoutUrls: config.identity.signOutUrls,
      },
    });

    const domain = this.userPool.addDomain('Login', {
      cognitoDomain: { domainPrefix: config.identity.loginDomainPrefix },
    });
    // Every group the schema's @aws_cognito_user_pools names: Admin, and the prize draw's server identity.
    const groups = Object.fromEntries(
      COGNITO_GROUPS.map((groupName) => [
        groupName,
        new UserPoolGroup(this, `${groupName}Group`, {
          userPool: this.userPool,
          groupName,
          description: GROUP_DESCRIPTIONS[groupName],
        }),
      ]),
    ) as Record<(typeof COGNITO_GROUPS)[number], UserPoolGroup>;

    const account = {
      // The pool signs in by email: an address at the site's mail domain, which Cognito is told never to write to.
      username: `prize-draw-service@${config.mail.domain}`,
      passwordSecretName: `${config.prefix}/PrizeDrawServicePassword`,
    };
    const { password } = new PrizeDrawServiceAccount(this, 'PrizeDrawService', {
      ...account,
      userPool: this.userPool,
      group: groups.PrizeDrawService,
      logRetentionDays: config.logRetentionDays,
    });
    this.prizeDrawService = { ...account, password };

    new UnconfirmedSignUpsJob(this, 'UnconfirmedSignUps', {
      userPool: this.userPool,
      logRetentionDays: config.logRetentionDays,
      alarmTopic: props.alarmTopic,
    });
    // A failed trigger leaves her consent records to her first sign-in (lib/auth/consent-repair.ts): worth knowing.
    alarmOnErrors(this, 'ConsentTriggerErrorsAlarm', consentTrigger, props.alarmTopic, 'The consent trigger');

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
    new CfnOutput(this, 'LoginDomain', { value: domain.baseUrl() });
    // For the one command that makes its password permanent (README, "The prize-draw service account").
    new CfnOutput(this, 'PrizeDrawServiceUsername', { value: this.prizeDrawService.username });
    new CfnOutput(this, 'PrizeDrawServicePasswordSecret', { value: this.prizeDrawService.passwordSecretName });

    suppress(this.userPool, [
      ['AwsSolutions-COG2', 'MFA is off by the product spec (section 5): the app offers no second factor yet.'],
      [
        'AwsSolutions-COG3',
        'Threat protection needs the Plus feature plan, priced per active user; the local identity service and the spec lock accounts after repeated failures instead. Revisit at launch.',
      ],
      [
        'AwsSolutions-COG8',
        'The Essentials plan, for the same reason as COG3: Plus is priced per active user and the product launches without it.',
      ],
    ]);
  }
}
