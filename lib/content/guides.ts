import 'server-only';
import path from 'node:path';
import { readContentFolder } from './content-folder';
import { parseGuide, type Guide } from './guide-schema';

const contentDir = path.join(process.cwd(), 'content', 'guides');

/** Reads every guide in a folder; any problem throws naming the file and field, so `next build` stops. */
export function loadGuidesFrom(dir: string): Guide[] {
  return readContentFolder(dir).map(({ label, raw }) => parseGuide(label, raw));
}

let cache: Guide[] | undefined;

export function allGuides(): Guide[] {
  cache ??= loadGuidesFrom(contentDir);
  return cache;
}

/** The guide in content/guides/<slug>.md; a missing file is a build error, not a blank page. */
export function guideBySlug(slug: string): Guide {
  const found = allGuides().find((guide) => guide.slug === slug);
  if (!found) throw new Error(`No guide content/guides/${slug}.md`);
  return found;
}
