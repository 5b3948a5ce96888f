import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { dynamoProfileAnswers } from '@/backend/store/profile-answers';
import type { Store } from '@/backend/store/store';
import { tableDefinition } from '@/backend/store/table';
import { projectedNames, projectItem, withProjected } from './index-lag-projection';

type Item = Record<string, unknown>;

interface RecentWrite {
  at: number;
  /** The item as it was before the first write inside the lag window; null when it did not exist. */
  before: Item | null;
}

interface IndexShape {
  keys: string[];
  keysOnly: boolean;
}

/** `LOCAL_INDEX_LAG_MS`: how long a write stays invisible to index queries; 0 or unset turns the lag off. */
export function indexLagFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LOCAL_INDEX_LAG_MS;
  if (raw === undefined || raw === '') return 0;
  const lag = Number(raw);
  if (!Number.isInteger(lag) || lag < 0)
    throw new Error(`LOCAL_INDEX_LAG_MS must be a whole number of milliseconds, not "${raw}"`);
  return lag;
}

function describeTable(tableName: string) {
  const definition = tableDefinition(tableName);
  const tableKeys = (definition.KeySchema ?? []).map((key) => key.AttributeName ?? '');
  const indexes = new Map<string, IndexShape>();
  for (const index of definition.GlobalSecondaryIndexes ?? []) {
    const indexKeys = (index.KeySchema ?? []).map((key) => key.AttributeName ?? '');
    indexes.set(index.IndexName ?? '', {
      keys: [...new Set([...tableKeys, ...indexKeys])],
      keysOnly: index.Projection?.ProjectionType === 'KEYS_ONLY',
    });
  }
  return { tableKeys, indexes };
}

/**
 * DynamoDB's global secondary indexes are eventually consistent: a query on one can miss an item written a
 * moment ago, or return the item as it was before a change. dynalite's indexes are exact, so a screen that lists
 * right after saving passes locally and can miss the new record on AWS. This wraps the store's document client so
 * index queries lag by `lagMs`: an item created less than `lagMs` ago is left out; an item changed less than
 * `lagMs` ago comes back as it was before, when that version sat at the same index position (else it is left out).
 * A query with a ProjectionExpression lags the same way and gets only the attributes it asked for.
 * Deleted items simply vanish (on AWS they can linger briefly): that direction is not emulated.
 * Table reads (GetItem, queries without IndexName) stay strongly consistent, as ConsistentRead makes them on AWS.
 */
export function withIndexLag(store: Store, lagMs: number, now: () => number = Date.now): Store {
  if (lagMs <= 0) return store;
  const inner = store.doc;
  const { tableKeys, indexes } = describeTable(store.tableName);
  const recent = new Map<string, RecentWrite>();
  const keyOf = (item: Item) => JSON.stringify(tableKeys.map((name) => item[name]));
  const fresh = (write: RecentWrite | undefined) => write !== undefined && now() - write.at < lagMs;

  function forget(): void {
    for (const [key, write] of recent) if (!fresh(write)) recent.delete(key);
  }

  async function recordWrite(tableName: string, key: Item, write: () => Promise<unknown>): Promise<unknown> {
    const id = keyOf(key);
    const earlier = recent.get(id);
    const before = fresh(earlier)
      ? (earlier?.before ?? null)
      : ((await inner.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item ?? null);
    const result = await write();
    recent.set(id, { at: now(), before });
    return result;
  }

  function asIndexSaw(item: Item, index: IndexShape): Item | null {
    const write = recent.get(keyOf(item));
    if (!fresh(write) || !write) return item;
    const before = write.before;
    if (!before || index.keys.some((name) => before[name] !== item[name])) return null;
    if (!index.keysOnly) return before;
    return Object.fromEntries(index.keys.filter((name) => name in before).map((name) => [name, before[name]]));
  }

  const send = async (command: unknown): Promise<unknown> => {
    forget();
    if (command instanceof PutCommand) {
      const item = command.input.Item ?? {};
      const key = Object.fromEntries(tableKeys.map((name) => [name, item[name]]));
      return recordWrite(command.input.TableName ?? store.tableName, key, () => inner.send(command));
    }
    if (command instanceof UpdateCommand || command instanceof DeleteCommand) {
      return recordWrite(command.input.TableName ?? store.tableName, command.input.Key ?? {}, () =>
        inner.send(command),
      );
    }
    if (command instanceof QueryCommand && command.input.IndexName) {
      const index = indexes.get(command.input.IndexName);
      if (!index) return inner.send(command);
      // A projection that leaves out the keys would hide which item a row is, and so whether the index has seen
      // its latest write: the keys are read too, then dropped again unless the query asked for them.
      const asked = projectedNames(command.input);
      const query = asked ? new QueryCommand(withProjected(command.input, asked, index.keys)) : command;
      const result = await inner.send(query);
      if (!result.Items) return result;
      const items = result.Items.map((item) => asIndexSaw(item, index))
        .filter((item): item is Item => item !== null)
        .map((item) => projectItem(item, asked));
      return { ...result, Items: items, Count: items.length };
    }
    return inner.send(command as Parameters<DynamoDBDocumentClient['send']>[0]);
  };

  const doc = new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'send') return send;
      return Reflect.get(target, property, receiver);
    },
  });
  return { ...store, doc, profileAnswers: dynamoProfileAnswers(doc, store.tableName), indexLagMs: lagMs };
}
