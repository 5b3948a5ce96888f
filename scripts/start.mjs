#!/usr/bin/env node
// The README's start command: a production build of the app, started next to the embedded local stack
// (Cognito-compatible identity and, later, the GraphQL API with demo data). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '3000';
// Server actions trust only SITE_URL's origin: on this machine that is the port the app listens on.
const env = { SITE_URL: `http://localhost:${port}`, ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

console.log('Building the app (about a minute)…');
if (!run('npx', ['next', 'build'], env)) process.exit(1);

const children = [
  spawn('npx', ['tsx', 'local/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['next', 'start', '--port', port], { stdio: 'inherit', env }),
];

setTimeout(() => console.log(`\nThe app is running at http://localhost:${port}  (Ctrl+C to stop)\n`), 3000);

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => code && stop(code));
