import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { readSecret, SECRET_CACHE_MS } from './secrets';

const mockSend = jest.fn();
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({ send: mockSend })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));

const SOURCE = { arnVariable: 'EXAMPLE_SECRET_ARN', plainVariable: 'EXAMPLE_SECRET' };
// The module keeps its cache for the process, so each test names a secret of its own.
let arnCount = 0;
const newArn = () => `arn:aws:secretsmanager:eu-west-2:000000000000:secret:Example${(arnCount += 1)}-AbCdEf`;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
  mockSend.mockReset();
  jest.mocked(GetSecretValueCommand).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('readSecret', () => {
  it('reads a secret named by ARN once, then answers from its cache', async () => {
    const arn = newArn();
    mockSend.mockResolvedValue({ SecretString: 'from-secrets-manager' });
    const env = { EXAMPLE_SECRET_ARN: arn, EXAMPLE_SECRET: 'ignored when an ARN is set' };

    const [first, second] = await Promise.all([readSecret(SOURCE, env), readSecret(SOURCE, env)]);
    jest.advanceTimersByTime(SECRET_CACHE_MS - 1);
    const third = await readSecret(SOURCE, env);

    expect([first, second, third]).toEqual(['from-secrets-manager', 'from-secrets-manager', 'from-secrets-manager']);
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(GetSecretValueCommand).toHaveBeenCalledWith({ SecretId: arn });
  });

  it('reads it again once the cache time has passed, so a rotated secret takes effect', async () => {
    const env = { EXAMPLE_SECRET_ARN: newArn() };
    mockSend.mockResolvedValueOnce({ SecretString: 'old key' }).mockResolvedValueOnce({ SecretString: 'new key' });

    await expect(readSecret(SOURCE, env)).resolves.toBe('old key');
    jest.advanceTimersByTime(SECRET_CACHE_MS);
    await expect(readSecret(SOURCE, env)).resolves.toBe('new key');
    expect(mockSend).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, so the next call tries again', async () => {
    const env = { EXAMPLE_SECRET_ARN: newArn() };
    mockSend
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
      .mockResolvedValueOnce({ SecretString: 'second try' });

    await expect(readSecret(SOURCE, env)).rejects.toThrow('denied');
    await expect(readSecret(SOURCE, env)).resolves.toBe('second try');
  });

  it('refuses a secret without a string value, naming the secret', async () => {
    const arn = newArn();
    mockSend.mockResolvedValue({ SecretBinary: new Uint8Array([1]) });
    await expect(readSecret(SOURCE, { EXAMPLE_SECRET_ARN: arn })).rejects.toThrow(arn);
  });

  it('without an ARN, gives the plain variable (the local stack and tests) and calls nothing', async () => {
    await expect(readSecret(SOURCE, { EXAMPLE_SECRET: 'local value' })).resolves.toBe('local value');
    await expect(readSecret(SOURCE, {})).resolves.toBeUndefined();
    expect(mockSend).not.toHaveBeenCalled();
  });

  it.each([{ AWS_LAMBDA_FUNCTION_NAME: 'Resolver' }, { APP_DEPLOYED: 'true' }])(
    'fails clearly when deployed (%o) with neither variable',
    async (deployed) => {
      await expect(readSecret(SOURCE, deployed)).rejects.toThrow('EXAMPLE_SECRET_ARN must be set on AWS');
      await expect(readSecret(SOURCE, { ...deployed, EXAMPLE_SECRET: 'still allowed' })).resolves.toBe('still allowed');
    },
  );
});
