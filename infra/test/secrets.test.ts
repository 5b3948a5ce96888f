import type { Stack } from 'aws-cdk-lib';
import { REMINDER_SIGNING_KEYS } from '@/backend/jobs/reminder-keys';
import { PAGE_TOKEN_SECRET } from '@/backend/store/store';
import { PRIZE_DRAW_SERVICE_PASSWORD } from '@/lib/config';
import { SERVICE_PASSWORD } from '../lambda/set-service-password';
import { synthEnvironment } from './synth';

/**
 * Secrets never sit in a function's configuration, where lambda:GetFunctionConfiguration shows them: each
 * function that needs one gets its ARN (backend/core/secrets.ts reads it at run time), and only those functions
 * may read it.
 */
const environment = synthEnvironment('staging');
const { api, jobs, identity, web } = environment;

type Resources = Record<string, { Properties: Record<string, any> }>;
const resources = (stack: Stack, type: string) => environment.template(stack).findResources(type) as Resources;

/** What each export of the environment holds, so an import in one stack can be traced to its resource. */
const exported = new Map(
  environment.all.flatMap((stack) =>
    Object.values(
      (environment.template(stack).toJSON().Outputs ?? {}) as Record<
        string,
        { Value: unknown; Export?: { Name: string } }
      >,
    ).flatMap((output) => (output.Export ? [[output.Export.Name, output.Value] as const] : [])),
  ),
);
const traced = (value: unknown): unknown => {
  const name = (value as { 'Fn::ImportValue'?: string } | null)?.['Fn::ImportValue'];
  return name === undefined ? value : exported.get(name);
};

interface Reader {
  stack: Stack;
  fn: RegExp;
  arnVariable: string;
}
const SECRETS: { name: string; stack: Stack; id: RegExp; readers: Reader[] }[] = [
  {
    name: 'the page-token secret',
    stack: api,
    id: /^PageTokenSecret[0-9A-F]{8}$/,
    readers: [{ stack: api, fn: /^Resolver[0-9A-F]{8}$/, arnVariable: PAGE_TOKEN_SECRET.arnVariable }],
  },
  {
    name: 'the reminder signing keys',
    stack: jobs,
    id: /^ReminderSigningKeys[0-9A-F]{8}$/,
    readers: [
      { stack: jobs, fn: /^Reminders[0-9A-F]{8}$/, arnVariable: REMINDER_SIGNING_KEYS.arnVariable },
      { stack: jobs, fn: /^ReminderLinksHandler[0-9A-F]{8}$/, arnVariable: REMINDER_SIGNING_KEYS.arnVariable },
      { stack: web, fn: /^Server[0-9A-F]{8}$/, arnVariable: REMINDER_SIGNING_KEYS.arnVariable },
    ],
  },
  {
    name: 'the prize-draw service password',
    stack: identity,
    id: /^PrizeDrawServicePassword[0-9A-F]{8}$/,
    readers: [
      { stack: identity, fn: /^PrizeDrawServiceSetPassword[0-9A-F]{8}$/, arnVariable: SERVICE_PASSWORD.arnVariable },
      { stack: web, fn: /^Server[0-9A-F]{8}$/, arnVariable: PRIZE_DRAW_SERVICE_PASSWORD.arnVariable },
    ],
  },
];

const logicalId = (stack: Stack, type: string, id: RegExp) => {
  const matches = Object.keys(resources(stack, type)).filter((candidate) => id.test(candidate));
  expect(matches).toHaveLength(1);
  return matches[0] as string;
};

/** The resources each role (by stack and logical id) may call secretsmanager:GetSecretValue on, traced. */
function secretReadsByRole(): Map<string, unknown[]> {
  const reads = new Map<string, unknown[]>();
  for (const stack of environment.all) {
    for (const policy of Object.values(resources(stack, 'AWS::IAM::Policy'))) {
      const statements = policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[];
      const granted = statements
        .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
        .flatMap((statement) => [statement.Resource].flat().map(traced));
      for (const role of policy.Properties.Roles as { Ref: string }[]) {
        const key = `${stack.stackName}/${role.Ref}`;
        reads.set(key, [...(reads.get(key) ?? []), ...granted]);
      }
    }
  }
  return reads;
}

const roleOf = (reader: Reader) => {
  const fn = resources(reader.stack, 'AWS::Lambda::Function')[
    logicalId(reader.stack, 'AWS::Lambda::Function', reader.fn)
  ];
  return `${reader.stack.stackName}/${fn!.Properties.Role['Fn::GetAtt'][0]}`;
};

test('no Lambda function has a secret, or a reference CloudFormation would resolve into one, in its environment', () => {
  const plainVariables = [
    PAGE_TOKEN_SECRET.plainVariable,
    REMINDER_SIGNING_KEYS.plainVariable,
    SERVICE_PASSWORD.plainVariable,
    PRIZE_DRAW_SERVICE_PASSWORD.plainVariable,
  ];
  const functions = environment.all.flatMap((stack) => Object.values(resources(stack, 'AWS::Lambda::Function')));
  expect(functions.length).toBeGreaterThanOrEqual(5);
  for (const fn of functions) {
    const variables = fn.Properties.Environment?.Variables ?? {};
    expect(JSON.stringify(variables)).not.toContain('{{resolve:secretsmanager:');
    expect(Object.keys(variables).filter((name) => plainVariables.includes(name))).toEqual([]);
  }
});

describe.each(SECRETS)('$name', ({ stack, id, readers }) => {
  const secretId = () => logicalId(stack, 'AWS::SecretsManager::Secret', id);

  it('reaches each function that uses it as its ARN, in the variable the function reads', () => {
    for (const reader of readers) {
      const fnId = logicalId(reader.stack, 'AWS::Lambda::Function', reader.fn);
      const variables = resources(reader.stack, 'AWS::Lambda::Function')[fnId]!.Properties.Environment.Variables;
      expect(traced(variables[reader.arnVariable])).toEqual({ Ref: secretId() });
    }
  });

  it('may be read by exactly those functions, each granted that one secret by its ARN', () => {
    const mayRead = [...secretReadsByRole()]
      .filter(([, secrets]) => secrets.some((secret) => JSON.stringify(secret) === JSON.stringify({ Ref: secretId() })))
      .map(([role]) => role);
    expect(mayRead.sort()).toEqual([...new Set(readers.map(roleOf))].sort());
  });
});

test('a function that reads secrets may read only the ones it uses, never by wildcard', () => {
  const reads = secretReadsByRole();
  const expected = new Map<string, unknown[]>();
  for (const secret of SECRETS) {
    for (const reader of secret.readers) {
      const role = roleOf(reader);
      expected.set(role, [
        ...(expected.get(role) ?? []),
        { Ref: logicalId(secret.stack, 'AWS::SecretsManager::Secret', secret.id) },
      ]);
    }
  }
  const granted = new Map([...reads].filter(([, secrets]) => secrets.length > 0));
  expect([...granted.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [role, secrets] of granted) expect(secrets).toEqual(expect.arrayContaining(expected.get(role)!));
  for (const [role, secrets] of granted) expect(secrets).toHaveLength(expected.get(role)!.length);
});
