import {
  createHandler,
  handler as deployedHandler,
  type CustomResourceEvent,
  type SetPasswordInput,
} from './set-service-password';

const mockSecrets: Record<string, string> = {};
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({
    send: async ({ input }: { input: { SecretId: string } }) => ({ SecretString: mockSecrets[input.SecretId] }),
  })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));
const mockCognitoSend = jest.fn(async (_command: { input: unknown }) => ({}));
jest.mock('@aws-sdk/client-cognito-identity-provider', () => ({
  // Made when the module loads, before this file's constants exist: hence the arrow.
  CognitoIdentityProviderClient: jest.fn(() => ({ send: (command: { input: unknown }) => mockCognitoSend(command) })),
  AdminSetUserPasswordCommand: jest.fn((input: unknown) => ({ input })),
}));

const event = (RequestType: CustomResourceEvent['RequestType']): CustomResourceEvent => ({
  RequestType,
  ResponseURL: 'https://cloudformation-responses.example/answer?signed',
  StackId: 'arn:aws:cloudformation:eu-west-2:000000000000:stack/Identity/1',
  RequestId: 'request-1',
  LogicalResourceId: 'PrizeDrawServicePasswordSet',
  ResourceProperties: { UserPoolId: 'eu-west-2_Example01', Username: 'prize-draw-service@example.com' },
});

function setUp(password: string | undefined, setPassword = jest.fn(async (_input: SetPasswordInput) => ({}))) {
  const answers: { url: string; body: Record<string, string> }[] = [];
  const handler = createHandler({
    password: async () => password,
    setPassword,
    respond: async (url, body) => answers.push({ url, body: JSON.parse(body) }),
  });
  return { handler, setPassword, answers };
}

describe('the custom resource that sets the prize-draw service password', () => {
  it.each(['Create', 'Update'] as const)('on %s makes the password it read permanent', async (type) => {
    const { handler, setPassword, answers } = setUp('Generated-Passw0rd!');
    await handler(event(type));
    expect(setPassword).toHaveBeenCalledWith({
      UserPoolId: 'eu-west-2_Example01',
      Username: 'prize-draw-service@example.com',
      Password: 'Generated-Passw0rd!',
      Permanent: true,
    });
    expect(answers).toEqual([
      {
        url: event(type).ResponseURL,
        body: expect.objectContaining({
          Status: 'SUCCESS',
          PhysicalResourceId: 'eu-west-2_Example01/prize-draw-service@example.com',
          StackId: event(type).StackId,
          RequestId: 'request-1',
          LogicalResourceId: 'PrizeDrawServicePasswordSet',
        }),
      },
    ]);
  });

  it('tells CloudFormation why it failed, without the password, so the deployment stops instead of waiting', async () => {
    const refused = Object.assign(new Error('Password does not conform to policy'), {
      name: 'InvalidPasswordException',
    });
    const { handler, answers } = setUp(
      'too-weak',
      jest.fn(async (_input: SetPasswordInput) => {
        throw refused;
      }),
    );
    await handler(event('Create'));
    expect(answers[0]?.body).toMatchObject({
      Status: 'FAILED',
      Reason: 'InvalidPasswordException: Password does not conform to policy',
    });
    expect(JSON.stringify(answers)).not.toContain('too-weak');
  });

  it('on Lambda reads the password from Secrets Manager by SERVICE_PASSWORD_ARN', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:PrizeDrawServicePassword-AbCdEf';
    mockSecrets[arn] = 'From-Secrets-Manager-Passw0rd!';
    const saved = { ...process.env };
    const fetch = jest.spyOn(global, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    let answered: Parameters<typeof global.fetch>[];
    try {
      Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: 'SetPassword', SERVICE_PASSWORD_ARN: arn });
      delete process.env.SERVICE_PASSWORD;
      await deployedHandler(event('Create'));
    } finally {
      process.env = saved;
      answered = [...fetch.mock.calls];
      fetch.mockRestore();
    }
    expect(mockCognitoSend).toHaveBeenCalledWith({
      input: expect.objectContaining({ Password: 'From-Secrets-Manager-Passw0rd!', Permanent: true }),
    });
    const [url, init] = answered[0]!;
    expect(url).toBe(event('Create').ResponseURL);
    expect(JSON.parse(String(init?.body))).toMatchObject({ Status: 'SUCCESS' });
  });

  it('fails without a password, calling nothing', async () => {
    const { handler, setPassword, answers } = setUp(undefined);
    await handler(event('Create'));
    expect(setPassword).not.toHaveBeenCalled();
    expect(answers[0]?.body).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('SERVICE_PASSWORD') });
  });

  it('on Delete leaves the account alone and answers success', async () => {
    const { handler, setPassword, answers } = setUp('Generated-Passw0rd!');
    await handler(event('Delete'));
    expect(setPassword).not.toHaveBeenCalled();
    expect(answers[0]?.body.Status).toBe('SUCCESS');
  });
});
