import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  CfnUserPoolUser,
  CfnUserPoolUserToGroupAttachment,
  type IUserPool,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { suppress } from './nag';
import { BackendFunction } from './node-function';
import { passSecretByArn } from './secret-access';

export interface PrizeDrawServiceProps {
  userPool: IUserPool;
  group: UserPoolGroup;
  /** The account's username: the pool signs in by email, so an address (Cognito never writes to it). */
  username: string;
  /** Secrets Manager name of its password, so the web stack and the README's command can refer to it by name. */
  passwordSecretName: string;
  logRetentionDays: number;
}

/**
 * The site server's own account in the pool (README, "The Cognito user pool on AWS"): a user in group
 * PrizeDrawService, created without an invitation, and a generated password in Secrets Manager that the web
 * function reads when it signs in. CloudFormation cannot set a Cognito password, so a small custom
 * resource does (infra/lambda/set-service-password.ts). CDK's AwsCustomResource would have been shorter, but its
 * provider logs every request, and the password would have been in it.
 */
export class PrizeDrawServiceAccount extends Construct {
  readonly password: Secret;

  constructor(scope: Construct, id: string, props: PrizeDrawServiceProps) {
    super(scope, id);

    this.password = new Secret(this, 'Password', {
      secretName: props.passwordSecretName,
      description: 'Password of the site server account that sends free prize-draw entries',
      generateSecretString: {
        passwordLength: 40,
        // Lower, upper, digit and punctuation, as the pool's policy asks; Cognito counts every ASCII
        // punctuation character as a symbol.
        requireEachIncludedType: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const user = new CfnUserPoolUser(this, 'User', {
      userPoolId: props.userPool.userPoolId,
      username: props.username,
      // No invitation email: nobody reads this address, and the password comes from the secret, not Cognito.
      messageAction: 'SUPPRESS',
      userAttributes: [
        { name: 'email', value: props.username },
        { name: 'email_verified', value: 'true' },
      ],
    });
    new CfnUserPoolUserToGroupAttachment(this, 'InGroup', {
      userPoolId: props.userPool.userPoolId,
      // Ref of a pool user is its username: this also orders the attachment after the user and the group.
      username: user.ref,
      groupName: props.group.groupName,
    });

    const setter = new BackendFunction(this, 'SetPassword', {
      entry: 'infra/lambda/set-service-password.ts',
      description: 'Deploy time: makes the prize-draw service account password permanent',
      logRetentionDays: props.logRetentionDays,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    // It reads the password itself: the template, its configuration and the request carry no password.
    passSecretByArn(setter, 'SERVICE_PASSWORD_ARN', this.password);
    setter.addToRolePolicy(
      new PolicyStatement({ actions: ['cognito-idp:AdminSetUserPassword'], resources: [props.userPool.userPoolArn] }),
    );
    const passwordSet = new CustomResource(this, 'PasswordSet', {
      serviceToken: setter.functionArn,
      resourceType: 'Custom::PrizeDrawServicePassword',
      // A handler that never answers fails the deployment after this long, not CloudFormation's default hour.
      serviceTimeout: Duration.minutes(2),
      properties: { UserPoolId: props.userPool.userPoolId, Username: user.ref },
    });
    // Also after the function's role policy, which is a child of the function.
    passwordSet.node.addDependency(setter);

    suppress(this.password, [
      [
        'AwsSolutions-SMG4',
        'No automatic rotation: the password must change in Cognito and the web function together; the README says how to rotate it by hand.',
      ],
    ]);
  }
}
