import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, parse } from 'node:path';
import { runLogged, sleep } from './processes.mjs';

export const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SKIP_BUILD_TYPECHECK: '1' };

export function readBuildId(projectDir) {
  const path = join(projectDir, '.next', 'BUILD_ID');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

/**
 * Builds the project only when there is no build yet. Other engineers build and serve the same `.next`, so it is
 * never deleted; a build that fails (a teammate's half-written file, or their build holding the lock) is retried.
 */
export async function ensureProjectBuild(projectDir, { logDir, attempts = 3, waitMs = 45_000 }) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (readBuildId(projectDir)) return { built: attempt > 1 };
    const logPath = join(logDir, `build-project-${attempt}.log`);
    console.log(`No .next/BUILD_ID: building the project (attempt ${attempt} of ${attempts}, log ${logPath})…`);
    const code = await runLogged('npx', ['next', 'build'], { cwd: projectDir, env: buildEnv, logPath });
    if (code === 0 && readBuildId(projectDir)) return { built: true };
    console.log(`Build failed with exit code ${code}; last lines:\n${tail(logPath, 12)}`);
    if (attempt < attempts) await sleep(waitMs);
  }
  throw new Error('The project has no build and building it failed; see the build logs in bench-results/.');
}

/**
 * The project build's response-header rules (its security headers), so the empty app sends the same headers
 * with each script: the transfer sizes compared then differ by script code alone.
 */
function projectHeaderRules(projectDir) {
  const manifest = JSON.parse(readFileSync(join(projectDir, '.next', 'routes-manifest.json'), 'utf8'));
  return (manifest.headers ?? []).map(({ source, headers }) => ({ source, headers }));
}

/**
 * A minimal App Router app that resolves next, react and react-dom from the project's node_modules, so its
 * JavaScript is what the framework alone ships with the same versions, the same bundler and the same headers.
 */
export async function buildEmptyApp(projectDir, { logDir }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-empty-next-'));
  mkdirSync(join(dir, 'app'));
  symlinkSync(join(projectDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, name: 'bench-empty-next' }, null, 2));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(emptyAppTsconfig, null, 2));
  // Turbopack refuses files outside its root, and node_modules is a link into the project: the root must cover
  // both. Type errors are skipped as in the project's benchmark build.
  const root = parse(dir).root;
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `const headers = ${JSON.stringify(projectHeaderRules(projectDir))};
export default {
  turbopack: { root: ${JSON.stringify(root)} },
  typescript: { ignoreBuildErrors: true },
  headers: async () => headers,
};
`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.tsx'),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(join(dir, 'app', 'page.tsx'), `export default function Page() {\n  return <h1>Empty</h1>;\n}\n`);

  const logPath = join(logDir, 'build-empty-app.log');
  console.log(`Building the empty Next.js app in ${dir} (log ${logPath})…`);
  const code = await runLogged('npx', ['next', 'build'], { cwd: dir, env: buildEnv, logPath });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (code !== 0) {
    remove();
    throw new Error(`Building the empty app failed; last lines:\n${tail(logPath, 12)}`);
  }
  return { dir, remove };
}

const emptyAppTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'esnext'],
    strict: true,
    noEmit: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    skipLibCheck: true,
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
};

function tail(path, lines) {
  if (!existsSync(path)) return '';
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
