import { withoutNextScripts } from './without-next-scripts.mjs';

// The shape of a Next 16 page's head and body, trimmed.
const page = [
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  "<script>(function(){document.documentElement.setAttribute('data-theme','dark')})()</script>",
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '</head><body><p>How to check your breasts</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join('');

it("takes out Next's scripts, their preloads and payload, and keeps the page's own", () => {
  const left = withoutNextScripts(page);
  expect(left).not.toMatch(/_next\/static\/chunks\/[bc]\.js|__next_f|TURBOPACK/);
  expect(left).toContain("setAttribute('data-theme','dark')");
  expect(left).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  expect(left).toContain('<p>How to check your breasts</p>');
  expect(left.match(/<script/g)).toHaveLength(1);
});
