// Types for the unit test; the benchmark scripts are plain Node ES modules.
export function withoutNextScripts(html: string): string;
export function startRewritingProxy(
  targetUrl: string,
  rewrite: (html: string) => string,
): Promise<{ url: string; stop: () => Promise<void> }>;
