import { categoryIds } from './lighthouse-run.mjs';

// Lighthouse itself shows an audit as passed from a score of 0.9.
const PASS_SCORE = 0.9;
// Five covers the LCP-element audit: the element and its four timing phases.
const MAX_DETAIL_ITEMS = 5;
const MAX_DETAIL_CHARS = 500;

/**
 * The audits that did not pass in one run, with enough detail to act on. The "hidden" group is skipped: in
 * Lighthouse 12 it holds the performance insights that repeat the classic audits listed beside them.
 */
export function failedAudits(lhr) {
  const failures = [];
  for (const categoryId of categoryIds) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= PASS_SCORE) continue;
      failures.push({
        id: audit.id,
        category: categoryId,
        title: audit.title,
        weight: ref.weight,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
        detail: describeItems(audit.details, new URL(lhr.finalDisplayedUrl).origin),
      });
    }
  }
  return failures;
}

/**
 * Folds failures from many runs into one row per audit. Per page it keeps how many runs failed and the value and
 * detail of the first failing run: the same audit often fails on different elements on different pages.
 */
export function mergeFailures(failuresByRun) {
  const byId = new Map();
  for (const { label, failures } of failuresByRun) {
    for (const { displayValue, detail, ...audit } of failures) {
      const row = byId.get(audit.id) ?? { ...audit, pages: {} };
      const page = row.pages[label] ?? { failedRuns: 0, displayValue, detail };
      page.failedRuns += 1;
      row.pages[label] = page;
      byId.set(audit.id, row);
    }
  }
  return [...byId.values()].sort(
    (a, b) => categoryIds.indexOf(a.category) - categoryIds.indexOf(b.category) || b.weight - a.weight,
  );
}

function describeItems(details, origin) {
  const items = flattenItems(details).slice(0, MAX_DETAIL_ITEMS);
  return items
    .map((item) => describeItem(item, origin))
    .filter(Boolean)
    .join(' | ')
    .slice(0, MAX_DETAIL_CHARS);
}

// LCP-element and similar audits nest tables in a list.
function flattenItems(details) {
  if (!details) return [];
  if (details.type === 'list') return (details.items ?? []).flatMap(flattenItems);
  return details.items ?? [];
}

function describeItem(item, origin) {
  const parts = [];
  if (item.node) {
    parts.push(item.node.selector ?? item.node.snippet);
    const explanation = item.node.explanation?.split('\n').find((line) => line.trim() && !line.startsWith('Fix'));
    if (explanation) parts.push(explanation.trim());
  }
  for (const key of ['url', 'href', 'source']) {
    const value = typeof item[key] === 'object' ? item[key]?.url : item[key];
    if (typeof value === 'string') parts.push(value.replace(origin, ''));
  }
  if (item.text) parts.push(`"${item.text}"`);
  if (item.reason) parts.push(item.reason);
  if (item.issueType) parts.push(item.issueType);
  const subUrls = (item.subItems?.items ?? []).map((sub) => sub.url ?? sub.frameUrl).filter(Boolean);
  parts.push(...subUrls.slice(0, 2).map((url) => url.replace(origin, '')));
  if (item.groupLabel && item.duration) parts.push(`${item.groupLabel} ${Math.round(item.duration)} ms`);
  if (item.phase && item.timing !== undefined) parts.push(`${item.phase} ${Math.round(item.timing)} ms`);
  if (item.wastedBytes) parts.push(`${kb(item.wastedBytes)} KB wasted`);
  if (item.wastedMs) parts.push(`${Math.round(item.wastedMs)} ms`);
  if (item.description && !item.node) parts.push(item.description);
  return parts.filter(Boolean).join(' ').slice(0, 200);
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
