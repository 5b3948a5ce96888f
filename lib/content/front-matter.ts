import matter from 'gray-matter';
import { z } from 'zod';

/**
 * What every content file in content/ shares: YAML front matter checked by a zod schema, and a failure that names
 * the file and the field, so `next build` stops with something a writer can fix.
 */
export class ContentError extends Error {
  constructor(kind: string, file: string, field: string, problem: string) {
    super(`Invalid ${kind} ${file}: ${field} ${problem}`);
    this.name = 'ContentError';
  }
}

// YAML turns an unquoted 2026-10-01 into a Date; authors may write either form.
const dateToIso = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;

export const isoDate = z.preprocess(dateToIso, z.iso.date({ message: 'must be a date written as YYYY-MM-DD' }));

/**
 * A date as precise as the source states it: a guideline "published August 2016" is 2016-08, not a made-up day.
 * YAML reads an unquoted 2016 as a number, so that is accepted too.
 */
export const partialDate = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : dateToIso(value)),
  z
    .string({ message: 'must be a date written as YYYY-MM-DD, YYYY-MM or YYYY' })
    .regex(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/, 'must be a date written as YYYY-MM-DD, YYYY-MM or YYYY')
    .refine((text) => text.length < 10 || z.iso.date().safeParse(text).success, 'must be a real calendar date'),
);

export const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https:// address' });

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

export interface ParsedFile<T> {
  data: T;
  /** The Markdown after the front matter. */
  body: string;
}

/** Splits a file into checked front matter and body; throws a ContentError naming the first bad field. */
export function parseFrontMatter<S extends z.ZodType>(
  kind: string,
  file: string,
  raw: string,
  schema: S,
): ParsedFile<z.output<S>> {
  const { data, content } = matter(raw);
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'front matter';
    const missing = issue.code === 'invalid_type' && readPath(data, issue.path) === undefined;
    throw new ContentError(kind, file, field, missing ? 'is missing' : issue.message);
  }
  return { data: result.data, body: content };
}

function readPath(data: unknown, keys: readonly PropertyKey[]): unknown {
  return keys.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}
