import { categoryIds } from './lighthouse-run.mjs';

/** The team's targets; the benchmark reports against them and never fails on them. */
export const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile: a value some run really took (with 5 runs, p90 is the slowest). */
export function percentile(values, p) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Median of each number over the runs that produced scores (a run with a Lighthouse runtime error has none). */
export function medianOfRuns(runs) {
  const usable = runs.filter((run) => run.scores?.performance !== null && run.scores?.performance !== undefined);
  if (usable.length === 0) return null;
  const of = (pick) => median(usable.map(pick));
  return {
    runs: usable.length,
    scores: Object.fromEntries(categoryIds.map((id) => [id, of((run) => run.scores[id])])),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
    scriptCount: of((run) => run.scriptCount),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

export const kb = (bytes) => (bytes === null ? null : Math.round((bytes / 1024) * 10) / 10);

function scoreCell(id, score) {
  if (score === null) return 'n/a';
  return `${score} ${score >= targets[id] ? '✓' : '✗'}`;
}

const pageHeadings = ['page', 'theme', 'perf ≥95', 'a11y 100', 'best pr. 100', 'SEO 100', 'LCP', 'CLS', 'TBT', 'JS KB'];

function pageRow(page) {
  const m = page.median;
  if (!m) return [page.route, page.theme, 'failed: ' + page.errors.join('; ')];
  return [
    page.route,
    page.theme,
    ...categoryIds.map((id) => scoreCell(id, m.scores[id])),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    m.cls.toFixed(3),
    `${Math.round(m.tbtMs)} ms`,
    kb(m.scriptTransferBytes).toFixed(1),
  ];
}

/** Plain-text table for the terminal. */
export function textTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join('  ')).join('\n');
}

export function markdownTable(rows) {
  const [head, ...body] = rows;
  const line = (row) => `| ${row.map((cell) => String(cell ?? '').replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

function javascriptRows(results) {
  return [
    ['page', 'script KB (transfer)', 'scripts', 'empty Next app KB', 'difference KB'],
    ...results.javascript.map((row) => [row.label, row.kb, row.scripts, row.emptyKb, row.differenceKb]),
  ];
}

function auditRows(results) {
  return [
    ['category', 'audit id', 'title', 'failed in (runs, first value)', 'detail'],
    ...results.failedAudits.map((audit) => {
      const pages = Object.entries(audit.pages);
      return [
        audit.category,
        audit.id,
        audit.title,
        pages.map(([label, page]) => `${label} ${page.failedRuns}× ${page.displayValue}`.trim()).join('; '),
        detailsByPage(pages),
      ];
    }),
  ];
}

// Pages that failed the same way share one line.
function detailsByPage(pages) {
  const labelsByDetail = new Map();
  for (const [label, { detail }] of pages) {
    if (detail) labelsByDetail.set(detail, [...(labelsByDetail.get(detail) ?? []), label]);
  }
  if (labelsByDetail.size === 1) return [...labelsByDetail.keys()][0];
  return [...labelsByDetail].map(([detail, labels]) => `${labels.join(', ')}: ${detail}`).join(' ◆ ');
}

export function pageRows(results) {
  return [pageHeadings, ...results.pages.map(pageRow)];
}

export function printSummary(results) {
  console.log('\nLighthouse, mobile preset, median of runs (✓ meets target)');
  console.log(textTable(pageRows(results)));
  console.log('\nJavaScript transferred (compressed), median of runs');
  console.log(textTable(javascriptRows(results)));
  console.log(`\nAudits that did not pass: ${results.failedAudits.length} (details in bench-results/pages.md)`);
  for (const audit of results.failedAudits) {
    const pages = Object.entries(audit.pages).map(([label, page]) => `${label} ${page.failedRuns}×`);
    console.log(`  ${audit.category}: ${audit.id} — ${audit.title} (${pages.join(', ')})`);
  }
  for (const note of results.notes) console.log(`Note: ${note}`);
}

export function markdownReport(results) {
  const { meta } = results;
  return [
    `# Page benchmark (${meta.finishedAt})`,
    '',
    `Lighthouse ${meta.lighthouseVersion}, default mobile config (simulated throttling), ${meta.runsPerPage} runs per page, medians. ` +
      `Next.js ${meta.nextVersion}, commit ${meta.gitCommit}, build ${meta.buildIds.join(', ')}. Themes: ${meta.themes.join(', ')}. ` +
      `Lighthouse CPU benchmark index min/median/max: ${Object.values(meta.benchmarkIndex ?? {}).join('/') || 'n/a'}.`,
    '',
    markdownTable(pageRows(results)),
    '',
    '## JavaScript transferred',
    '',
    'Sum of the compressed transfer size of every script request in the run (Lighthouse network-requests), against an ' +
      'empty App Router page built the same way with the same Next.js and React.',
    '',
    markdownTable(javascriptRows(results)),
    '',
    '## Audits that did not pass (score below 0.9)',
    '',
    results.failedAudits.length ? markdownTable(auditRows(results)) : 'None.',
    '',
    ...(results.notes.length ? ['## Notes', '', ...results.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}
