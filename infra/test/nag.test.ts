import { nagErrors, synthEnvironment } from './synth';

const environment = synthEnvironment('production');

describe('cdk-nag AWS Solutions rules', () => {
  it.each(environment.all.map((stack) => [stack.stackName, stack] as const))('%s has no unsuppressed finding', (_name, stack) => {
    expect(nagErrors(stack)).toEqual([]);
  });
});
