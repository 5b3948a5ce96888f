import { strToU8, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import { writeRecordsCsv } from './csv';
import type { ConsentRecord } from './consents';

/**
 * "Download my data" (UK GDPR Art. 15 and 20): everything exportMyData returns plus her identity and consents,
 * as one data.json and a CSV per record type, zipped. Every top-level part of the API's document gets a CSV,
 * so a record type the API adds later is exported without a change here.
 */
const exportDocument = z
  .object({
    exportedAt: z.iso.datetime(),
    uid: z.string(),
  })
  .catchall(z.unknown());

export type ExportDocument = z.infer<typeof exportDocument>;

export interface DataExportInput {
  /** exportMyData's AWSJSON: the string or its parsed value. */
  exported: string | unknown;
  /** Her identity's attributes (email, names, custom:* consent stamps …). */
  identity: Readonly<Record<string, string>>;
  consents: readonly ConsentRecord[];
}

/** CSV file names for the API's parts; others are named after their key. */
const FILE_NAMES: Record<string, string> = {
  user: 'user.csv',
  profiles: 'risk-profile.csv',
  profileAnswers: 'risk-answers.csv',
  observations: 'checks.csv',
  stress: 'stress.csv',
  sleep: 'sleep.csv',
  mood: 'mood.csv',
  fatigue: 'fatigue.csv',
  physical: 'physical-symptoms.csv',
  menopause: 'menopause-symptoms.csv',
  codes: 'codes.csv',
  codeClaims: 'code-claims.csv',
};

/** What README.txt says each file holds. */
const DESCRIPTIONS: Record<string, string> = {
  'data.json': 'Everything below in one file, exactly as we hold it (for moving to another service).',
  'identity.csv': 'Your sign-in account: email, names, title, phone number and the details stamped when you joined.',
  'consents.csv':
    'What you agreed to, which version, when, when you withdrew it, and when a prize draw you joined was over.',
  'user.csv':
    'Your profile: names, date of birth, contact details, the questions for your GP you wrote for your report (gpQuestions), reminder settings and the kinds of offer you chose to hear about (offerCategories).',
  'risk-profile.csv': 'Every result of the risk questionnaire you have worked out, one per line, the latest first.',
  'risk-answers.csv': 'Your answers to the risk questionnaire, one per line.',
  'checks.csv': 'Your self-checks, one per line.',
  'findings.csv':
    'Each change you recorded at a check, one per line, beside the check it belongs to. Its clock is the hour you ' +
    'marked on the map as you look down at yourself: 12 towards your chin, 3 towards your right-hand side, on ' +
    'either breast (checks.csv and data.json hold it the same way). A doctor facing you gives the mirror image ' +
    '(your 2 o’clock is their 10 o’clock), as your GP report does. distanceCm is centimetres from the nipple.',
  'stress.csv': 'Your stress check-ins.',
  'sleep.csv': 'Your sleep check-ins.',
  'mood.csv':
    'Your mood check-ins, with your PHQ-4 answers (phq4, items 1 to 4, each 0 to 3) and score (phq4Total) when you gave them.',
  'fatigue.csv': 'Your fatigue check-ins.',
  'physical-symptoms.csv': 'Your physical symptoms diary.',
  'menopause-symptoms.csv': 'Your menopause symptoms diary.',
  'notices.csv':
    'The notices in your account (checks due, changes to see your GP about, new offers, prize-draw results), and when you read each.',
  'prize-draw-entries.csv': 'Your entries to our free prize draws that we still keep (30 days after each draw).',
  'codes.csv': 'Discount codes you claimed.',
  'code-claims.csv': 'Which offers you claimed a code from.',
  'prize-draw-wins.csv':
    'A prize draw you won, while we keep your email address to contact you (30 days after the draw): the draw, when it was made, the name it was won under and that address.',
  'reminders-sent.csv':
    'Reminder emails we sent you recently (we keep each record 11 days): the date each was due and when it went.',
};

type Row = Record<string, unknown>;

export function parseExport(exported: string | unknown): ExportDocument {
  return exportDocument.parse(typeof exported === 'string' ? JSON.parse(exported) : exported);
}

/** The files of the zip, by name; exposed so the settings page can say what is in it. */
export function dataExportFiles(input: DataExportInput): Record<string, string> {
  const document = parseExport(input.exported);
  const files: Record<string, string> = {
    'data.json': `${JSON.stringify({ ...document, identity: input.identity, consents: input.consents }, null, 2)}\n`,
    'identity.csv': writeRecordsCsv([input.identity]),
    'consents.csv': writeRecordsCsv(input.consents.map((consent) => ({ ...consent }))),
  };
  for (const [key, value] of Object.entries(document)) {
    if (key === 'exportedAt' || key === 'uid') continue;
    const rows = key === 'profileAnswers' ? answerRows(value) : toRows(value);
    files[FILE_NAMES[key] ?? `${toKebab(key)}.csv`] = writeRecordsCsv(rows);
    if (key === 'observations') files['findings.csv'] = writeRecordsCsv(findingRows(rows));
  }
  return { 'README.txt': readme(Object.keys(files), document.exportedAt), ...files };
}

function readme(names: readonly string[], exportedAt: string): string {
  const lines = [
    `Your data, exported on ${exportedAt} (UTC).`,
    '',
    'The .csv files open in any spreadsheet. An empty file means we hold none of that kind.',
    '',
    ...names.map((name) => `${name}: ${DESCRIPTIONS[name] ?? 'Your records of this kind.'}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function buildDataExportZip(input: DataExportInput): Uint8Array {
  const files = dataExportFiles(input);
  const mtime = new Date(parseExport(input.exported).exportedAt);
  const zippable: Zippable = {};
  for (const [name, text] of Object.entries(files)) zippable[name] = [strToU8(text), { mtime }];
  return zipSync(zippable, { level: 6 });
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toRows(value: unknown): Row[] {
  if (Array.isArray(value)) return value.map((item) => (isRow(item) ? item : { value: item }));
  if (isRow(value)) return [value];
  return [];
}

/** One row per finding, beside the check it was recorded at. */
function findingRows(checks: readonly Row[]): Row[] {
  return checks.flatMap((check) =>
    (['bLeft', 'bRight'] as const).flatMap((side) =>
      toRows(check[side]).map((finding) => ({
        checkId: check.id,
        checked: check.checked,
        breast: side === 'bLeft' ? 'left' : 'right',
        ...finding,
      })),
    ),
  );
}

/** Her questionnaire answers as question → answer rows; nested answers get dotted names. */
function answerRows(value: unknown): Row[] {
  if (!isRow(value)) return [];
  const rows: Row[] = [];
  const walk = (node: unknown, path: string) => {
    if (isRow(node)) for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    else rows.push({ question: path, answer: node });
  };
  walk(value.answers, '');
  return rows.map((row) => ({ ...row, updatedAt: value.updatedAt }));
}

function toKebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/[^a-z0-9-]/g, '');
}
