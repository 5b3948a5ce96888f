import 'server-only';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { brand } from '@/lib/site/brand';
import type { FindingRow, GpReport } from './build-report';
import { FACING_HER_NOTE } from './facing-clock';
import {
  breastLabel,
  capitalise,
  checkInLine,
  checksSeenWords,
  feelLabel,
  findingState,
  formatDate,
  kindLabel,
  positionLabel,
  FAMILY_HISTORY_ADVICE_LABEL,
  FAMILY_HISTORY_REFERRAL_LABEL,
  RISK_LABELS,
  symptomLines,
} from './labels';
import { RANGE_LABELS } from './period';
import { drawBreastMap } from './pdf-breast-map';
import { type FontFiles, pdfText, type PdfText, type TextStyle, truncate } from './pdf-text';
import { loadFont } from './woff-font';

/** Font files embedded in the PDF (each weight's main file first); nothing is fetched at run time. */
export type ReportFonts = FontFiles;

// Every script Inter has, so names, notes and questions in Polish, Turkish, Greek, Cyrillic or Vietnamese
// are drawn; the PDF embeds only the glyphs a report uses, so the extra files cost nothing when unused.
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/** Inter from the @fontsource/inter package; the page builder may pass other files (e.g. when bundled). */
export function packagedFonts(root = process.cwd()): ReportFonts {
  const dir = join(root, 'node_modules', '@fontsource', 'inter', 'files');
  const files = (weight: number) =>
    INTER_SUBSETS.map((subset) => loadFont(join(dir, `inter-${subset}-${weight}-normal.woff`)));
  return { regular: files(400), bold: files(700) };
}

// Caps that keep the report within three A4 pages; the CSV download for the same period has every finding the
// report lists (those from before the period too) and every question. Each question is printed
// in full, as the form promises: the form holds TEXT_LIMITS.gpQuestions characters in all, and only a list of
// one-word lines would reach the count cap, which says how many more the CSV has.
const MAX_FINDINGS = 15;
const MAX_QUESTIONS = 50;
const MAX_NOTE_CHARS = 200;

const MARGIN = 48;
const INK = '#1f1f1f';
const MUTED = '#555555';
const BODY: TextStyle = { size: 10, color: INK };
const BULLET_RADIUS = 2;
const BULLET_INDENT = 10;
// Where PDFKit's own list put the bullet: half of Inter's ascender at 10 points, below the line's top.
const BULLET_DROP = 5;

/** The GP report as an A4 PDF of one to three pages, with its text selectable (and so readable aloud). */
export async function buildReportPdf(report: GpReport, fonts: ReportFonts = packagedFonts()): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: left out, PDFKit would load Helvetica's metrics from its own data files, which a bundled
    // server may not have; pdfText selects Inter before anything is drawn. Inter given here instead would be
    // opened again (a fontkit parse) every time the report switched back to it by name.
    font: null as unknown as string,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: 'Breast self-check summary for the GP',
      Creator: brand.name,
      CreationDate: new Date(`${report.generatedOn}T00:00:00Z`),
    },
  });
  const pdf: Pdf = { doc, text: pdfText(doc, fonts) };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  writeHeader(pdf, report);
  const shown = report.findings.slice(0, MAX_FINDINGS);
  heading(pdf, `Findings (${report.findings.length})`);
  if (shown.length) {
    const mapTop = doc.y;
    const height = drawBreastMap(doc, shown, MARGIN, mapTop);
    pdf.text.write(
      `${FACING_HER_NOTE} Numbers match the list below; hollow marks have gone.`,
      { size: 8, color: MUTED },
      { x: MARGIN + 340, y: mapTop + 30, width: 150 },
    );
    doc.x = MARGIN;
    doc.y = mapTop + height;
    for (const row of shown) writeFinding(pdf, row);
    if (report.findings.length > shown.length) {
      paragraph(pdf, `${report.findings.length - shown.length} more findings are in the CSV download.`);
    }
  } else {
    paragraph(pdf, 'No findings recorded in this period.');
  }
  writeSummaries(pdf, report);
  writeQuestions(pdf, report.questions);
  writeFooters(pdf, report);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

interface Pdf {
  doc: PDFKit.PDFDocument;
  text: PdfText;
}

function writeHeader({ doc, text }: Pdf, report: GpReport): void {
  text.write('Breast self-check summary for my GP', { size: 18, color: INK, weight: 'bold' });
  doc.moveDown(0.3);
  const identity = [
    report.person.name ? `Name: ${report.person.name}` : null,
    report.person.dateOfBirth ? `Date of birth: ${formatDate(report.person.dateOfBirth)}` : null,
  ].filter(Boolean);
  if (identity.length) text.write(identity.join('    '), BODY);
  const from = report.from ? formatDate(report.from) : 'her first record';
  text.write(
    `${RANGE_LABELS[report.range]}: ${from} to ${formatDate(report.to)}. Made on ${formatDate(report.generatedOn)}.`,
    BODY,
  );
  const last = report.lastCheck ? `; last check ${formatDate(report.lastCheck)}` : '';
  text.write(
    `${report.checksInPeriod} self-check${report.checksInPeriod === 1 ? '' : 's'} recorded in this period${last}.`,
    BODY,
  );
  doc.moveDown(0.5);
  text.write(
    `These are her own notes from checking at home with ${brand.name}. They are not a diagnosis. ` +
      'Clock positions are as you face her (12 towards her chin, 3 towards her left-hand side), ' +
      'with the direction in words; distances are from the nipple; severity is her rating from 1 (barely) to 5 (very).',
    { size: 8.5, color: MUTED },
  );
}

function heading({ doc, text }: Pdf, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  text.write(title, { size: 12, color: INK, weight: 'bold' }, { x: MARGIN });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(BODY.size);
}

function paragraph({ text }: Pdf, words: string): void {
  text.write(words, BODY, { x: MARGIN });
}

function writeFinding({ doc, text }: Pdf, row: FindingRow): void {
  ensureSpace(doc, 58);
  doc.font('bold').fontSize(BODY.size).moveDown(0.4);
  text.write(
    `${row.number}. ${breastLabel(row.breast)} breast · ${kindLabel(row.kind)} · ${positionLabel(row.breast, row.position)}`,
    { ...BODY, weight: 'bold' },
    { x: MARGIN },
  );
  const size = [
    row.sizeMm == null ? 'size not measured' : `size ${row.sizeMm} mm`,
    row.feel ? feelLabel(row.feel) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const cycle = row.cycleDay == null ? '' : `, cycle day ${row.cycleDay}`;
  text.write(
    `First noticed ${formatDate(row.firstNoticed)}${cycle} · ${size} · severity ${row.severity} of 5 (highest ${row.highestSeverity})`,
    BODY,
  );
  if (row.notFollowedUp) {
    // Later checks never asked about it: there is nothing to count beyond its own check.
    text.write(capitalise(findingState(row)), BODY);
  } else {
    const notChecked = row.checksNotChecked ? ` (not checked at ${row.checksNotChecked})` : '';
    text.write(
      `Found at ${checksSeenWords(row)} since${notChecked}, last on ${formatDate(row.lastSeen)} · ${findingState(row)}${row.changed ? ' · has changed' : ''}`,
      BODY,
    );
  }
  if (row.note) text.write(`Her words: “${truncate(row.note, MAX_NOTE_CHARS)}”`, { ...BODY, color: MUTED });
}

function writeSummaries(pdf: Pdf, report: GpReport): void {
  heading(pdf, 'Symptoms she ticked in her diary');
  paragraph(pdf, report.symptoms.length ? symptomLines(report.symptoms).join(', ') : 'None ticked in this period.');
  heading(pdf, 'Check-ins and symptom diaries (0 none to 10 worst)');
  if (!report.checkIns.length) paragraph(pdf, 'None recorded.');
  for (const entry of report.checkIns) paragraph(pdf, checkInLine(entry));
  heading(pdf, 'Family-history risk');
  paragraph(
    pdf,
    report.riskLevel ? `${RISK_LABELS[report.riskLevel]}, from her answers to the questionnaire.` : 'Not completed.',
  );
  if (report.familyHistoryReferral) paragraph(pdf, FAMILY_HISTORY_REFERRAL_LABEL);
  if (report.familyHistoryAdvice) paragraph(pdf, FAMILY_HISTORY_ADVICE_LABEL);
}

/** Her questions in full, flowing onto a new page if need be, as the form promised her. */
function writeQuestions(pdf: Pdf, questions: readonly string[]): void {
  const { doc, text } = pdf;
  heading(pdf, 'What I want to ask');
  if (!questions.length) paragraph(pdf, 'No questions written down.');
  const lineHeight = doc.font('regular').fontSize(BODY.size).currentLineHeight(true);
  for (const question of questions.slice(0, MAX_QUESTIONS)) {
    // The bullet goes on the page the question's first line does.
    ensureSpace(doc, lineHeight);
    doc.circle(MARGIN + BULLET_RADIUS, doc.y + BULLET_DROP, BULLET_RADIUS).fill(INK);
    text.write(question, BODY, { x: MARGIN + BULLET_INDENT, width: doc.page.width - 2 * MARGIN - BULLET_INDENT });
  }
  if (questions.length > MAX_QUESTIONS) {
    paragraph(pdf, `${questions.length - MAX_QUESTIONS} more questions are in the CSV download.`);
  }
}

function writeFooters({ doc, text }: Pdf, report: GpReport): void {
  const { start, count } = doc.bufferedPageRange();
  const style: TextStyle = { size: 8, color: MUTED };
  const width = doc.page.width - 2 * MARGIN;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const made = `${brand.name} summary made on ${formatDate(report.generatedOn)} · page ${index + 1} of ${count}`;
    // One line: a second would cross the page's foot and add a page after the count was taken.
    const name = report.person.name
      ? text.fitLine(report.person.name, style, width - text.width(` · ${made}`, style))
      : '';
    text.write(name ? `${name} · ${made}` : made, style, {
      x: MARGIN,
      y: doc.page.height - 32,
      width,
      align: 'center',
    });
    doc.page.margins.bottom = bottom;
  }
}

function ensureSpace(doc: PDFKit.PDFDocument, points: number): void {
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
