import { spawnSync } from 'node:child_process';

/** Runs a command in the foreground with inherited output; true when it exits 0. */
export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}
