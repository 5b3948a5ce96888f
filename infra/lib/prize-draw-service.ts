import { RemovalPolicy } from 'aws-cdk-lib';
import {
  CfnUserPoolUser,
  CfnUserPoolUserToGroupAttachment,
  type IUserPool,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { suppress } from './nag';

export interface PrizeDrawServiceProps {
  userPool: IUserPool;
  group: UserPoolGroup;
  /** The account's username: the pool signs in by email, so an address (Cognito never writes to it). */
  username: string;
  /** Secrets Manager name of its password, so the web stack and the README's command can refer to it by name. */
  passwordSecretName: string;
}

/**
 * Characters the generated password leaves out: it is pasted into a shell command once (README, "The prize-draw
 * service account"), where quotes, backslashes and backticks would need escaping. Everything left that is not a
 * letter or digit counts as a symbol for Cognito's policy.
 */
export const PASSWORD_EXCLUDED_CHARACTERS = '"\'\\`$';

/**
 * The site server's own account in the pool (README, "The Cognito user pool on AWS"): a user in group
 * PrizeDrawService, created without an invitation, and a generated password in Secrets Manager that the web
 * function receives by dynamic reference. CloudFormation cannot set a Cognito password, and a custom resource
 * would have to carry the password through its provider's logs, so the password is made permanent by one
 * command after the first deployment (README). Until then the account cannot sign in and the form says so.
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
        requireEachIncludedType: true,
        excludeCharacters: PASSWORD_EXCLUDED_CHARACTERS,
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

    suppress(this.password, [
      [
        'AwsSolutions-SMG4',
        'No automatic rotation: the password must change in Cognito and the web function together; the README says how to rotate it by hand.',
      ],
    ]);
  }
}
