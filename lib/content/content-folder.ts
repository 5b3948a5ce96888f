import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** Every Markdown file in a folder (README.md aside), sorted by name, with a repository-relative label for errors. */
export function readContentFolder(dir: string): { name: string; label: string; raw: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({
      name,
      label: path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/'),
      raw: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}
