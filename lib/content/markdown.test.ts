import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  test('a table scrolls in its own focusable box named after its section, so the page never scrolls sideways', () => {
    const html = renderMarkdown('## Cookies we set\n\n| Name | Purpose |\n|---|---|\n| theme | Dark or light |\n');
    const box = html.match(/<div([^>]*)><table>/)?.[1] ?? '';
    expect(box).toContain('class="relative my-6 overflow-x-auto"');
    expect(box).toContain('role="region"');
    expect(box).toContain('tabindex="0"');
    expect(box).toContain('aria-label="Table: Cookies we set"');
    expect(html).toContain('<td>Dark or light</td>');
    expect(html).toMatch(/<\/table>\s*<\/div>/);
  });

  test('the name reads as the heading does: formatting dropped, an ampersand or a quote escaped once', () => {
    const table = '\n\n| A |\n|---|\n| 1 |\n';
    expect(renderMarkdown(`## Tests &amp; *scans*${table}`)).toContain('aria-label="Table: Tests &amp; scans"');
    expect(renderMarkdown(`## Tests & "scans"${table}`)).toContain('aria-label="Table: Tests &amp; &quot;scans&quot;"');
  });

  test('a table before any heading is still named', () => {
    expect(renderMarkdown('| A |\n|---|\n| 1 |\n')).toContain('aria-label="Table"');
  });

  test('raw HTML in the text is shown as text, never rendered', () => {
    expect(renderMarkdown('Hello <script>alert(1)</script>')).toContain('&lt;script&gt;');
  });
});
