/**
 * Long-form text rendered from our Markdown (lib/content/markdown.ts, which never lets raw HTML through).
 * Styles target the plain elements Markdown produces, using only the theme's text tokens so both themes keep AA contrast.
 */
const proseClass = [
  'max-w-3xl text-lg text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-3xl [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:text-ink [&_a]:underline [&_a]:decoration-pink [&_a]:decoration-2',
  '[&_strong]:font-semibold [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-pink [&_blockquote]:pl-4',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-base',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-raised [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-line [&_td]:p-2 [&_td]:align-top',
  '[&_code]:break-all [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_code]:text-base',
].join(' ');

export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
