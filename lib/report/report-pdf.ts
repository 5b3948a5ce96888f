import 'server-only';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { brand } from '@/lib/site/brand';
import type { FindingRow, GpReport } from './build-report';
import {
  breastLabel,
  checkInLine,
  feelLabel,
  formatDate,
  kindLabel,
  positionLabel,
  RISK_LABELS,
  symptomLines,
} from './labels';
import { RANGE_LABELS } from './period';
import { drawBreastMap } from './pdf-breast-map';
import { loadFont } from './woff-font';

/** Font files (paths or bytes) embedded in the PDF; nothing is fetched at run time. */
export interface ReportFonts {
  regular: string | Buffer;
  bold: string | Buffer;
}

/** Inter from the @fontsource/inter package; the page builder may pass other files (e.g. when bundled). */
export function packagedFonts(root = process.cwd()): ReportFonts {
  const dir = join(root, 'node_modules', '@fontsource', 'inter', 'files');
  return {
    regular: loadFont(join(dir, 'inter-latin-400-normal.woff')),
    bold: loadFont(join(dir, 'inter-latin-700-normal.woff')),
  };
}

// Caps that keep the report within three A4 pages; the CSV download has everything.
const MAX_FINDINGS = 15;
const MAX_QUESTIONS = 8;
const MAX_QUESTION_CHARS = 300;
const MAX_NOTE_CHARS = 200;

const MARGIN = 48;
const INK = '#1f1f1f';
const MUTED = '#555555';

/** The GP report as an A4 PDF of one to three pages, with its text selectable (and so readable aloud). */
export async function buildReportPdf(report: GpReport, fonts: ReportFonts = packagedFonts()): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The constructor's type says a font name, but PDFKit takes any font source; without one it would load
    // Helvetica's metrics from its own data files, which a bundled server may not have.
    font: fonts.regular as unknown as string,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: 'Breast self-check summary for the GP',
      Creator: brand.name,
      CreationDate: new Date(`${report.generatedOn}T00:00:00Z`),
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  writeHeader(doc, report);
  const shown = report.findings.slice(0, MAX_FINDINGS);
  heading(doc, `Findings (${report.findings.length})`);
  if (shown.length) {
    const mapTop = doc.y;
    const height = drawBreastMap(doc, shown, MARGIN, mapTop);
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(
      'Drawn as she looks down at herself. Numbers match the list below; hollow marks have gone.',
      MARGIN + 340,
      mapTop + 30,
      { width: 150 },
    );
    doc.x = MARGIN;
    doc.y = mapTop + height;
    for (const row of shown) writeFinding(doc, row);
    if (report.findings.length > shown.length) {
      paragraph(doc, `${report.findings.length - shown.length} more findings are in the CSV download.`);
    }
  } else {
    paragraph(doc, 'No findings recorded in this period.');
  }
  writeSummaries(doc, report);
  writeFooters(doc, report);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

type Pdf = PDFKit.PDFDocument;

function writeHeader(doc: Pdf, report: GpReport): void {
  doc.font('bold').fontSize(18).fillColor(INK).text('Breast self-check summary for my GP');
  doc.moveDown(0.3).font('regular').fontSize(10);
  const identity = [
    report.person.name ? `Name: ${report.person.name}` : null,
    report.person.dateOfBirth ? `Date of birth: ${formatDate(report.person.dateOfBirth)}` : null,
  ].filter(Boolean);
  if (identity.length) doc.text(identity.join('    '));
  const from = report.from ? formatDate(report.from) : 'her first record';
  doc.text(
    `${RANGE_LABELS[report.range]}: ${from} to ${formatDate(report.to)}. Made on ${formatDate(report.generatedOn)}.`,
  );
  const last = report.lastCheck ? `; last check ${formatDate(report.lastCheck)}` : '';
  doc.text(
    `${report.checksInPeriod} self-check${report.checksInPeriod === 1 ? '' : 's'} recorded in this period${last}.`,
  );
  doc.moveDown(0.5).fontSize(8.5).fillColor(MUTED);
  doc.text(
    `These are her own notes from checking at home with ${brand.name}. They are not a diagnosis. ` +
      'Clock positions are as she looks down at herself (12 towards her chin, 3 towards her right-hand side), ' +
      'with the direction in words; distances are from the nipple; severity is her rating from 1 (barely) to 5 (very).',
  );
  doc.fillColor(INK);
}

function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.2).font('regular').fontSize(10);
}

function paragraph(doc: Pdf, text: string): void {
  doc.font('regular').fontSize(10).fillColor(INK).text(text, MARGIN);
}

function writeFinding(doc: Pdf, row: FindingRow): void {
  ensureSpace(doc, 58);
  doc.moveDown(0.4).font('bold').fontSize(10).fillColor(INK);
  doc.text(
    `${row.number}. ${breastLabel(row.breast)} breast · ${kindLabel(row.kind)} · ${positionLabel(row.breast, row.position)}`,
    MARGIN,
  );
  doc.font('regular');
  const size = [
    row.sizeMm == null ? 'size not measured' : `size ${row.sizeMm} mm`,
    row.feel ? feelLabel(row.feel) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const cycle = row.cycleDay == null ? '' : `, cycle day ${row.cycleDay}`;
  doc.text(
    `First noticed ${formatDate(row.firstNoticed)}${cycle} · ${size} · severity ${row.severity} of 5 (highest ${row.highestSeverity})`,
  );
  const state = row.goneOn ? `gone by ${formatDate(row.goneOn)}` : 'still there';
  doc.text(
    `Found at ${row.checksSeen} of ${row.checksSince} checks since, last on ${formatDate(row.lastSeen)} · ${state}${row.changed ? ' · has changed' : ''}`,
  );
  if (row.note)
    doc
      .fillColor(MUTED)
      .text(`Her words: “${truncate(row.note, MAX_NOTE_CHARS)}”`)
      .fillColor(INK);
}

function writeSummaries(doc: Pdf, report: GpReport): void {
  heading(doc, 'Symptoms she ticked in her diary');
  paragraph(doc, report.symptoms.length ? symptomLines(report.symptoms).join(', ') : 'None ticked in this period.');
  heading(doc, 'Check-ins and symptom diaries (0 none to 10 worst)');
  if (!report.checkIns.length) paragraph(doc, 'None recorded.');
  for (const entry of report.checkIns) paragraph(doc, checkInLine(entry));
  heading(doc, 'Family-history risk');
  paragraph(
    doc,
    report.riskLevel ? `${RISK_LABELS[report.riskLevel]}, from her answers to the questionnaire.` : 'Not completed.',
  );
  heading(doc, 'What I want to ask');
  const questions = report.questions.slice(0, MAX_QUESTIONS);
  if (!questions.length) paragraph(doc, 'No questions written down.');
  doc.list(
    questions.map((question) => truncate(question, MAX_QUESTION_CHARS)),
    MARGIN,
    undefined,
    { bulletRadius: 2 },
  );
}

function writeFooters(doc: Pdf, report: GpReport): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const who = report.person.name ? `${report.person.name} · ` : '';
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(
      `${who}${brand.name} summary made on ${formatDate(report.generatedOn)} · page ${index + 1} of ${count}`,
      MARGIN,
      doc.page.height - 32,
      {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottom;
  }
}

function ensureSpace(doc: Pdf, points: number): void {
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
