import { isIP } from 'node:net';
import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';

/**
 * AppSync's scalars as AppSync checks them, for the local executor. AWSJSON arrives at resolvers parsed
 * (as AppSync does) and leaves as JSON text; the others are strings or integers with a format.
 */
interface ScalarBehaviour {
  parseValue(value: unknown): unknown;
  serialize(value: unknown): unknown;
}

const OFFSET = '(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)';
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const TIME = '\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?';
// Compiled once: serialize runs for every date field of every item in an answer.
const DATE_FORMAT = new RegExp(`^${DATE}${OFFSET}?$`);
const TIME_FORMAT = new RegExp(`^${TIME}${OFFSET}?$`);
const DATE_TIME_FORMAT = new RegExp(`^${DATE}T${TIME}${OFFSET}$`);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether the YYYY-MM-DD that `value` starts with (digits already checked by the pattern) is a day of the
 * calendar. By arithmetic: every date field of every listed item is checked on its way out, and building a
 * Date to read it back cost about 0.7 µs a value. Years before 100 stay refused, as when Date.UTC (which
 * reads them as 19xx) did this.
 */
function realDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leapYear ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

function formatted(name: string, description: string, test: (value: string) => boolean): ScalarBehaviour {
  const check = (value: unknown) => {
    if (typeof value !== 'string' || !test(value)) throw new GraphQLError(`Invalid ${name}: expected ${description}`);
    return value;
  };
  return { parseValue: check, serialize: check };
}

const BEHAVIOURS: Record<string, ScalarBehaviour> = {
  AWSDate: formatted('AWSDate', 'a date YYYY-MM-DD', (v) => DATE_FORMAT.test(v) && realDate(v)),
  AWSTime: formatted('AWSTime', 'a time hh:mm:ss.sss', (v) => TIME_FORMAT.test(v)),
  AWSDateTime: formatted(
    'AWSDateTime',
    'a date and time YYYY-MM-DDThh:mm:ss.sssZ',
    (v) => DATE_TIME_FORMAT.test(v) && realDate(v) && !Number.isNaN(Date.parse(v)),
  ),
  AWSEmail: formatted('AWSEmail', 'an email address local@domain', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)),
  AWSPhone: formatted(
    'AWSPhone',
    'a phone number',
    (v) => /^\+?[0-9 ()-]{6,24}$/.test(v) && v.replace(/\D/g, '').length >= 6,
  ),
  AWSURL: formatted('AWSURL', 'a URL with a scheme', (v) => URL.canParse(v) && /^[a-z][a-z0-9+.-]*:/i.test(v)),
  AWSIPAddress: formatted('AWSIPAddress', 'an IPv4 or IPv6 address', (v) => isIP(v.split('/')[0] ?? '') !== 0),
  AWSTimestamp: {
    parseValue(value) {
      if (!Number.isSafeInteger(value))
        throw new GraphQLError('Invalid AWSTimestamp: expected whole seconds since 1970');
      return value;
    },
    serialize: (value) => value,
  },
  AWSJSON: {
    parseValue(value) {
      if (typeof value !== 'string') throw new GraphQLError('Invalid AWSJSON: expected a string holding JSON');
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new GraphQLError('Invalid AWSJSON: the string is not valid JSON');
      }
    },
    serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  },
};

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
      return node.value;
    case Kind.INT:
      return Number(node.value);
    default:
      return undefined;
  }
}

/** Gives the scalars that buildSchema declared from the prelude AppSync's parsing and checking. */
export function installAppSyncScalars(scalars: GraphQLScalarType[]): void {
  for (const scalar of scalars) {
    const behaviour = BEHAVIOURS[scalar.name];
    if (!behaviour) continue;
    scalar.parseValue = behaviour.parseValue;
    scalar.serialize = behaviour.serialize;
    scalar.parseLiteral = (node) => behaviour.parseValue(literalValue(node));
  }
}
