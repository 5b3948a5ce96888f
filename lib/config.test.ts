import { parseConfig } from './config';
import { localStackAddress } from './local-stack';

const aws = {
  APP_DEPLOYED: 'true',
  AUTH_REGION: 'eu-west-2',
  AUTH_USER_POOL_ID: 'eu-west-2_AbCdEf123',
  AUTH_USER_POOL_CLIENT_ID: '1example23456789abcdefghij',
  GRAPHQL_URL: 'https://abc123.appsync-api.eu-west-2.amazonaws.com/graphql',
};

const passwordArn = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:Prefix/PrizeDrawServicePassword-AbCdEf';

describe('configuration', () => {
  it('defaults to the embedded local stack', () => {
    const config = parseConfig({});
    expect(config.deployed).toBe(false);
    expect(config.auth.userPoolId).toMatch(/^eu-west-2_/);
    expect(config.auth.userPoolEndpoint).toBe('http://localhost:4010/identity');
    expect(config.auth.issuer).toBe(`http://localhost:4010/identity/${config.auth.userPoolId}`);
    expect(config.graphqlUrl).toBe('http://localhost:4010/graphql');
  });

  it('follows LOCAL_STACK_URL for every local endpoint', () => {
    const config = parseConfig({ LOCAL_STACK_URL: 'http://127.0.0.1:4999' });
    expect(config.auth.userPoolEndpoint).toBe('http://127.0.0.1:4999/identity');
    expect(config.graphqlUrl).toBe('http://127.0.0.1:4999/graphql');
  });

  it('follows LOCAL_STACK_PORT, the one variable that also moves the stack itself', () => {
    const env = { LOCAL_STACK_PORT: '4110' };
    const config = parseConfig(env);
    expect(config.auth.userPoolEndpoint).toBe('http://localhost:4110/identity');
    expect(config.auth.issuer).toBe(`http://localhost:4110/identity/${config.auth.userPoolId}`);
    expect(config.graphqlUrl).toBe('http://localhost:4110/graphql');
    expect(localStackAddress(env)).toEqual({ url: 'http://localhost:4110', port: 4110 });
  });

  it('refuses a LOCAL_STACK_URL and LOCAL_STACK_PORT that disagree, naming both', () => {
    const env = { LOCAL_STACK_URL: 'http://localhost:4010', LOCAL_STACK_PORT: '4110' };
    expect(() => parseConfig(env)).toThrow(/LOCAL_STACK_URL .* and LOCAL_STACK_PORT \(4110\) name different ports/);
    expect(() => localStackAddress(env)).toThrow(/set LOCAL_STACK_PORT alone/);
    expect(localStackAddress({ LOCAL_STACK_URL: 'http://127.0.0.1:4110/', LOCAL_STACK_PORT: '4110' })).toEqual({
      url: 'http://127.0.0.1:4110',
      port: 4110,
    });
  });

  it('refuses a LOCAL_STACK_PORT that is not a port', () => {
    expect(() => parseConfig({ LOCAL_STACK_PORT: 'forty' })).toThrow(/LOCAL_STACK_PORT must be a port number/);
    expect(() => localStackAddress({ LOCAL_STACK_PORT: '70000' })).toThrow(/LOCAL_STACK_PORT/);
  });

  it('ignores the local stack variables when deployed', () => {
    expect(parseConfig({ ...aws, LOCAL_STACK_PORT: 'forty' }).graphqlUrl).toBe(aws.GRAPHQL_URL);
  });

  it('uses Cognito’s own issuer when deployed', () => {
    const config = parseConfig(aws);
    expect(config.deployed).toBe(true);
    expect(config.auth.userPoolEndpoint).toBeUndefined();
    expect(config.auth.issuer).toBe('https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_AbCdEf123');
  });

  it('refuses a local identity endpoint when deployed', () => {
    expect(() => parseConfig({ ...aws, AUTH_USER_POOL_ENDPOINT: 'http://localhost:4010/identity' })).toThrow(
      /must use Cognito and AppSync, not a local endpoint/,
    );
  });

  it('refuses a local GraphQL URL when deployed', () => {
    expect(() => parseConfig({ ...aws, GRAPHQL_URL: 'http://127.0.0.1:4010/graphql' })).toThrow(/not a local endpoint/);
  });

  it('names what a deployment is missing', () => {
    expect(() => parseConfig({ APP_DEPLOYED: 'true' })).toThrow(
      /AUTH_REGION, AUTH_USER_POOL_ID, AUTH_USER_POOL_CLIENT_ID, GRAPHQL_URL/,
    );
  });

  it('rejects a pool id that is not of the region_id form or is too long', () => {
    expect(() => parseConfig({ AUTH_USER_POOL_ID: 'not a pool' })).toThrow(/AUTH_USER_POOL_ID: must look like/);
    expect(() => parseConfig({ AUTH_USER_POOL_ID: `eu-west-2_${'a'.repeat(50)}` })).toThrow(/AUTH_USER_POOL_ID/);
  });

  it('uses the seeded prize-draw service account locally, and only a named one when deployed', () => {
    expect(parseConfig({}).prizeDrawService).toEqual({ username: 'prize-draw-service@example.com' });
    expect(parseConfig(aws).prizeDrawService).toBeUndefined();
    const named = { ...aws, PRIZE_DRAW_SERVICE_USERNAME: 'svc', PRIZE_DRAW_SERVICE_PASSWORD: 'secret' };
    expect(parseConfig(named).prizeDrawService).toEqual({ username: 'svc' });
    expect(() => parseConfig({ ...aws, PRIZE_DRAW_SERVICE_USERNAME: 'svc' })).toThrow(/together/);
    expect(() => parseConfig({ ...aws, PRIZE_DRAW_SERVICE_PASSWORD_ARN: passwordArn })).toThrow(/together/);
  });

  it('takes the service password by Secrets Manager ARN without holding it, so nothing reads it at build', () => {
    const named = { ...aws, PRIZE_DRAW_SERVICE_USERNAME: 'svc', PRIZE_DRAW_SERVICE_PASSWORD_ARN: passwordArn };
    expect(parseConfig(named).prizeDrawService).toEqual({ username: 'svc' });
    expect(() => parseConfig({ ...named, PRIZE_DRAW_SERVICE_PASSWORD_ARN: 'PrizeDrawServicePassword' })).toThrow(
      /PRIZE_DRAW_SERVICE_PASSWORD_ARN: must be a Secrets Manager secret ARN/,
    );
  });

  it('does not treat NODE_ENV=production as deployed', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).deployed).toBe(false);
  });
});
