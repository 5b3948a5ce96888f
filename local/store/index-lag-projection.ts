type Item = Record<string, unknown>;

interface Projectable {
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

/**
 * A query's ProjectionExpression as the attribute names it asks for, with `#name` placeholders resolved.
 * Only top-level attributes are understood: a nested path (`a.b`, `a[0]`) would need DynamoDB's document-path
 * projection to show an earlier version faithfully, and nothing in the backend asks for one.
 */
export function projectedNames(input: Projectable): string[] | null {
  if (!input.ProjectionExpression) return null;
  return input.ProjectionExpression.split(',').map((path) => {
    const name = path.trim();
    if (/[.[\]]/.test(name))
      throw new Error(`The index lag emulation projects top-level attributes only, not "${name}"`);
    return name.startsWith('#') ? (input.ExpressionAttributeNames?.[name] ?? name) : name;
  });
}

/**
 * The query with `names` added to its projection, so the lag can tell which item each row is and where it sits
 * in the index. Names the caller already asks for are not repeated: DynamoDB rejects overlapping paths.
 */
export function withProjected<T extends Projectable>(input: T, asked: readonly string[], names: readonly string[]): T {
  const missing = names.filter((name) => !asked.includes(name));
  if (missing.length === 0) return input;
  const placeholders = missing.map((name, n) => [`#indexLagKey${n}`, name] as const);
  return {
    ...input,
    ProjectionExpression: [input.ProjectionExpression, ...placeholders.map(([placeholder]) => placeholder)].join(', '),
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...Object.fromEntries(placeholders) },
  };
}

/** The item with only the attributes the query asked for (those it has), as DynamoDB returns a projection. */
export function projectItem(item: Item, asked: readonly string[] | null): Item {
  if (!asked) return item;
  return Object.fromEntries(asked.filter((name) => name in item).map((name) => [name, item[name]]));
}
