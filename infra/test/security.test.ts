import { nagErrors, synthEnvironment } from './synth';

/** Production, the stricter environment (longer log retention); the checks hold for every stack. */
const environment = synthEnvironment('production');
const stacks = environment.all.map((stack) => [stack.stackName, environment.template(stack)] as const);

type Statement = { Effect: string; Action?: string | string[]; Resource?: unknown; Principal?: unknown };
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function statements(template: ReturnType<typeof environment.template>): Statement[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).map(
    (policy) => policy.Properties.PolicyDocument,
  );
  const inline = Object.values(template.findResources('AWS::IAM::Role')).flatMap((role) =>
    list(role.Properties.Policies).map((policy: { PolicyDocument: unknown }) => policy.PolicyDocument),
  );
  return [...policies, ...inline].flatMap((document: { Statement: Statement[] }) => document.Statement);
}

describe.each(stacks)('%s', (_name, template) => {
  it('grants no wildcard action on a wildcard resource', () => {
    const wildcard = statements(template).filter(
      (statement) =>
        statement.Effect === 'Allow' &&
        list(statement.Action).some((action) => action === '*' || action.endsWith(':*')) &&
        list(statement.Resource).includes('*'),
    );
    expect(wildcard).toEqual([]);
  });

  it('gives every log group a retention and every function its own log group', () => {
    for (const logGroup of Object.values(template.findResources('AWS::Logs::LogGroup'))) {
      expect(logGroup.Properties.RetentionInDays).toBe(environment.config.logRetentionDays);
    }
    expect(template.findResources('Custom::LogRetention')).toEqual({});
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties.LoggingConfig?.LogGroup).toBeDefined();
    }
  });

  it('keeps every bucket private and encrypted, and reachable over TLS only', () => {
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    for (const policy of Object.values(template.findResources('AWS::S3::BucketPolicy'))) {
      const publicAllows = (policy.Properties.PolicyDocument.Statement as Statement[]).filter(
        (statement) => statement.Effect === 'Allow' && JSON.stringify(statement.Principal ?? '').includes('"*"'),
      );
      expect(publicAllows).toEqual([]);
    }
  });

  it('lets the public invoke nothing but the web server behind CloudFront', () => {
    const publicPermissions = Object.entries(template.findResources('AWS::Lambda::Permission')).filter(
      ([, permission]) => permission.Properties.Principal === '*',
    );
    // The Next.js server's function URL serves the same pages CloudFront does (see web-stack.ts and the README).
    for (const [id, { Properties: permission }] of publicPermissions) {
      expect(id).toMatch(/^Server/);
      // Lambda asks for both grants on a public URL; the plain invoke only counts through the URL.
      const throughUrl =
        permission.Action === 'lambda:InvokeFunctionUrl'
          ? permission.FunctionUrlAuthType === 'NONE'
          : permission.InvokedViaFunctionUrl === true;
      expect([permission.Action, throughUrl]).toEqual([expect.stringMatching(/^lambda:InvokeFunction(Url)?$/), true]);
    }
  });

  it("passes cdk-nag's AWS Solutions rules, every suppression justified in code", () => {
    const stack = environment.all.find((candidate) => candidate.stackName === _name);
    expect(stack && nagErrors(stack)).toEqual([]);
  });
});
