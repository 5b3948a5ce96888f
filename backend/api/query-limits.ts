import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL request may ask for. The app's deepest operations need depth 4 (`CheckDays`,
 * `ObservationsWithFindings`, `RiskProfileByUid`: `profileByUid { items { uBrca1 { score } } }`), so the
 * depth limit is 5. The level of margin is for AppSync, whose guide ("nested levels in the body of the query")
 * does not say whether it counts the root field as this module does: counted one deeper, the app still runs.
 * query-limits.test.ts keeps every operation in graphql/operations a level inside the limit.
 * They use one root field and no aliases; 50 aliased `exportMyData` fields once returned 4.7 MB, so the other
 * margins are small.
 *
 * On AWS the same numbers go into the AppSync API (infra): `queryDepthLimit: maxDepth`,
 * `resolverCountLimit: maxRootFields` (every resolver here is a root field's direct Lambda resolver, so
 * resolvers per request = root fields, aliases included) and `introspectionConfig: DISABLED` when
 * `introspectionWhenDeployed` is false. The local host enforces all of them itself; the Lambda checks what
 * its event shows (see checkResolverEventLimits).
 */
export const QUERY_LIMITS = {
  /** Nesting levels, the root field counting as 1. */
  maxDepth: 5,
  /** Root fields per operation after fragments are expanded, aliased repeats included. */
  maxRootFields: 5,
  /** Aliased fields anywhere in an operation. */
  maxAliases: 5,
  /** AppSync's introspection switch on AWS; the local host allows it unless told otherwise. */
  introspectionWhenDeployed: false,
} as const;

export type QueryLimits = Record<keyof Omit<typeof QUERY_LIMITS, 'introspectionWhenDeployed'>, number>;

interface Usage {
  depth: number;
  rootFields: number;
  aliases: number;
}

/** Walks one selection set, following fragment spreads (validation has already refused fragment cycles). */
function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  level: number,
  usage: Usage,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // Meta fields (`__typename`, introspection's `__schema` and `__type`) read the schema, never the store.
      if (selection.name.value.startsWith('__')) continue;
      if (level === 1) usage.rootFields += 1;
      if (selection.alias) usage.aliases += 1;
      usage.depth = Math.max(usage.depth, level);
      if (selection.selectionSet) measure(selection.selectionSet, fragments, level + 1, usage);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragments, level, usage);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) measure(fragment.selectionSet, fragments, level, usage);
    }
  }
}

function refusals(usage: Usage, limits: QueryLimits, from: 'operation' | 'field'): GraphQLError[] {
  const errors: string[] = [];
  if (usage.depth > limits.maxDepth) {
    errors.push(`Query depth ${usage.depth} exceeds the maximum of ${limits.maxDepth}.`);
  }
  if (from === 'operation' && usage.rootFields > limits.maxRootFields) {
    errors.push(`The operation asks for ${usage.rootFields} root fields; at most ${limits.maxRootFields} are allowed.`);
  }
  if (usage.aliases > limits.maxAliases) {
    errors.push(`The ${from} uses ${usage.aliases} aliases; at most ${limits.maxAliases} are allowed.`);
  }
  return errors.map((message) => new GraphQLError(message));
}

/** Every operation in a validated document measured against the limits; an empty list means it may run. */
export function checkDocumentLimits(document: DocumentNode, limits: QueryLimits = QUERY_LIMITS): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const usage: Usage = { depth: 0, rootFields: 0, aliases: 0 };
    measure(definition.selectionSet, fragments, 1, usage);
    return refusals(usage, limits, 'operation');
  });
}

/**
 * What a direct Lambda resolver can check of the request that invoked it. The event covers one root field, so
 * the root-field count is AppSync's to enforce (resolverCountLimit). Depth comes from `selectionSetList`
 * (`items/id` is two levels below the root field); aliases inside the field from `selectionSetGraphQL`, whose
 * named fragments AppSync does not expand, so aliases inside them are counted by AppSync's limits only.
 * Returns the messages of what is exceeded.
 */
export function checkResolverEventLimits(
  info: { selectionSetList?: readonly string[]; selectionSetGraphQL?: string },
  limits: QueryLimits = QUERY_LIMITS,
): string[] {
  const usage: Usage = { depth: 1, rootFields: 1, aliases: 0 };
  for (const path of info.selectionSetList ?? []) {
    usage.depth = Math.max(usage.depth, 1 + path.split('/').length);
  }
  const selection = info.selectionSetGraphQL?.trim();
  if (selection) {
    try {
      const document = parse(selection);
      const fieldUsage: Usage = { depth: 0, rootFields: 0, aliases: 0 };
      for (const definition of document.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION) measure(definition.selectionSet, new Map(), 1, fieldUsage);
      }
      usage.aliases = fieldUsage.aliases;
    } catch {
      // AppSync has parsed and validated the request already; an unreadable copy leaves depth as the check.
    }
  }
  return refusals(usage, limits, 'field').map((error) => error.message);
}
