import { Marked, type Tokens } from 'marked';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Our content is trusted repository text, but raw HTML in it is still shown as text, never rendered
 * (defence in depth: a pasted <script> or <iframe> cannot reach the page). Links to other sites open in the
 * same tab but say where they go through their own text, so no target juggling is needed.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // Headings get a stable id so a page can link to its own sections (e.g. /terms#prize-draw).
    heading({ tokens, depth, text }: Tokens.Heading) {
      return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

/** The words a reader sees, for reading time and search: Markdown syntax and link targets removed. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
