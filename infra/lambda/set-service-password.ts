import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { readSecret, type SecretSource } from '@/backend/core/secrets';

/**
 * A CloudFormation custom resource (infra/lib/prize-draw-service.ts): makes the generated password the prize-draw
 * service account's permanent one. The function reads the password from Secrets Manager itself (its environment
 * holds only the secret's ARN), never from the request, which Lambda-backed providers usually log.
 */
export const SERVICE_PASSWORD: SecretSource = {
  arnVariable: 'SERVICE_PASSWORD_ARN',
  plainVariable: 'SERVICE_PASSWORD',
};

export interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  ResourceProperties: { UserPoolId: string; Username: string };
}

export interface SetPasswordInput {
  UserPoolId: string;
  Username: string;
  Password: string;
  Permanent: true;
}

export function createHandler(deps: {
  /** Read for each request, inside its error handling, so a refused read fails the deployment with a reason. */
  password: () => Promise<string | undefined>;
  setPassword: (input: SetPasswordInput) => Promise<unknown>;
  /** PUTs CloudFormation's answer to the pre-signed URL it gave; until then the stack waits. */
  respond: (url: string, body: string) => Promise<unknown>;
}) {
  return async (event: CustomResourceEvent): Promise<void> => {
    const { UserPoolId, Username } = event.ResourceProperties;
    let outcome = { Status: 'SUCCESS', Reason: 'The password is set' };
    // Deleting the resource leaves the account as it is; the user's own resource removes it.
    if (event.RequestType !== 'Delete') {
      try {
        const password = await deps.password();
        if (!password) throw new Error('SERVICE_PASSWORD is not set');
        await deps.setPassword({ UserPoolId, Username, Password: password, Permanent: true });
      } catch (error) {
        // Cognito's errors name the problem, never the password.
        outcome = { Status: 'FAILED', Reason: `${(error as Error).name}: ${(error as Error).message}` };
      }
    }
    const { StackId, RequestId, LogicalResourceId } = event;
    await deps.respond(
      event.ResponseURL,
      JSON.stringify({
        ...outcome,
        PhysicalResourceId: `${UserPoolId}/${Username}`,
        StackId,
        RequestId,
        LogicalResourceId,
      }),
    );
  };
}

const cognito = new CognitoIdentityProviderClient({});

export const handler = createHandler({
  password: () => readSecret(SERVICE_PASSWORD),
  setPassword: (input) => cognito.send(new AdminSetUserPasswordCommand(input)),
  respond: async (url, body) => {
    // The pre-signed URL was signed without a content type, so none is sent.
    const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
    if (!response.ok) throw new Error(`CloudFormation refused the answer: HTTP ${response.status}`);
  },
});
