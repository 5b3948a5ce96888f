import { Marked, Renderer, type Token, type Tokens } from 'marked';

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
    // A table wider than a phone scrolls inside its own box, not the whole page (WCAG 1.4.10 lets a data table
    // scroll; the page must not). The box is focusable so it can be scrolled from the keyboard, and is named
    // after the section it sits in, since that is what a screen reader announces when focus reaches it
    // (as components/ui/table-scroll.tsx does for the app's own tables).
    table(token: Tokens.Table) {
      const { sectionTokens } = token as LabelledTable;
      // The heading as the page shows it (rendered, so its entities are already escaped once) without its tags.
      const section =
        sectionTokens &&
        this.parser
          .parseInline(sectionTokens)
          .replace(/<[^>]*>/g, '')
          .trim();
      const label = section ? `Table: ${section}` : 'Table';
      const table = Renderer.prototype.table.call(this, token);
      return `<div class="relative my-6 overflow-x-auto" role="region" tabindex="0" aria-label="${label}">${table}</div>\n`;
    },
  },
});

type LabelledTable = Tokens.Table & { sectionTokens?: Token[] };

/** Gives each table the heading above it, for the name of the box it scrolls in. */
function nameTablesBySection(tokens: Token[]): Token[] {
  let sectionTokens: Token[] | undefined;
  for (const token of tokens) {
    if (token.type === 'heading') sectionTokens = (token as Tokens.Heading).tokens;
    if (token.type === 'table') (token as LabelledTable).sectionTokens = sectionTokens;
  }
  return tokens;
}

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function renderMarkdown(source: string): string {
  return markdown.parser(nameTablesBySection(markdown.lexer(source)));
}

/** The words a reader sees, for reading time and search: Markdown syntax and link targets removed. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
