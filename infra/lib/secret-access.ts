import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';

/**
 * How a function gets a secret: the secret's ARN in the variable backend/core/secrets.ts reads, and the right to
 * read that one secret. The function reads the value itself when it needs it, so the value is never in the
 * template or in the function's configuration, which anyone allowed lambda:GetFunctionConfiguration can read.
 */
export function passSecretByArn(fn: LambdaFunction, arnVariable: string, secret: ISecret): void {
  fn.addEnvironment(arnVariable, secret.secretArn);
  secret.grantRead(fn);
}
