import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PRIZE_DRAW_CLOSING_TEXT } from '@/lib/prize-draw/closing';
import { contactEmails } from './contact';
import { renderMarkdown } from './markdown';

const pagesDir = path.join(process.cwd(), 'content', 'pages');

// Values an operator configures rather than hard-codes into the prose.
const placeholders: Record<string, string> = {
  privacyEmail: contactEmails.privacy,
  helpEmail: contactEmails.help,
  // Set once in lib/prize-draw/closing.ts, where the API reads it too.
  prizeDrawCloses: PRIZE_DRAW_CLOSING_TEXT,
};

/**
 * The long prose of a public page, from content/pages/<name>.md, as HTML. A `{{name}}` placeholder that is not
 * configured fails the build rather than showing braces to a reader.
 */
export function pageHtml(name: string): string {
  const file = path.join(pagesDir, `${name}.md`);
  const source = fs.readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = placeholders[key];
    if (value === undefined) throw new Error(`content/pages/${name}.md: unknown placeholder {{${key}}}`);
    return value;
  });
  return renderMarkdown(source);
}
