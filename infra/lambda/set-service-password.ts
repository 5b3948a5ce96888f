import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * A CloudFormation custom resource (infra/lib/prize-draw-service.ts): makes the generated password the prize-draw
 * service account's permanent one. The password reaches this function only through its environment (a dynamic
 * reference CloudFormation resolves), never through the request, which Lambda-backed providers usually log.
 */
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
  password: string | undefined;
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
        if (!deps.password) throw new Error('SERVICE_PASSWORD is not set');
        await deps.setPassword({ UserPoolId, Username, Password: deps.password, Permanent: true });
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
  password: process.env.SERVICE_PASSWORD,
  setPassword: (input) => cognito.send(new AdminSetUserPasswordCommand(input)),
  respond: async (url, body) => {
    // The pre-signed URL was signed without a content type, so none is sent.
    const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
    if (!response.ok) throw new Error(`CloudFormation refused the answer: HTTP ${response.status}`);
  },
});
