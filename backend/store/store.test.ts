import { createStore } from './store';

/** The page-token secret: a per-process random one is fine locally, and refused wherever the app is deployed. */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('locally, without API_TOKEN_SECRET, the store makes its own for this process', () => {
  delete process.env.API_TOKEN_SECRET;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.APP_DEPLOYED;
  expect(() => createStore({ endpoint: 'http://localhost:1' })).not.toThrow();
});

test.each([{ AWS_LAMBDA_FUNCTION_NAME: 'Resolver' }, { APP_DEPLOYED: 'true' }])(
  'deployed (%o) without a secret, it refuses to start rather than sign tokens no other instance accepts',
  (deployed) => {
    delete process.env.API_TOKEN_SECRET;
    Object.assign(process.env, deployed);
    expect(() => createStore({ endpoint: 'http://localhost:1' })).toThrow('API_TOKEN_SECRET must be set on AWS');
  },
);

test('a secret shorter than 32 characters is refused', () => {
  expect(() => createStore({ endpoint: 'http://localhost:1', tokenSecret: 'short' })).toThrow('at least 32');
});
