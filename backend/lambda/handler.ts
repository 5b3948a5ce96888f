import { AppSyncError } from '@/backend/core/errors';
import { resolveField } from '@/backend/api/dispatch';
import { createStore, type Store } from '@/backend/store/store';

/** The part of AppSync's direct Lambda resolver event the resolvers use. */
export interface AppSyncResolverEvent {
  arguments: Record<string, unknown> | null;
  identity: unknown;
  info: {
    fieldName: string;
    parentTypeName: string;
    variables?: Record<string, unknown>;
    selectionSetList?: string[];
  };
  source?: unknown;
  request?: { headers?: Record<string, string> };
}

let store: Store | undefined;

/**
 * AppSync's direct Lambda resolver for every Query and Mutation field. A thrown AppSyncError reaches the
 * client with its name as errorType; anything else is reported as InternalFailure without details,
 * because error messages can carry stored values and health data must not reach logs or clients.
 */
export async function handler(event: AppSyncResolverEvent): Promise<unknown> {
  store ??= createStore();
  try {
    return await resolveField(
      {
        parentTypeName: event.info.parentTypeName,
        fieldName: event.info.fieldName,
        arguments: event.arguments,
        identity: event.identity,
      },
      { store },
    );
  } catch (error) {
    if (error instanceof AppSyncError) throw error;
    console.error('Resolver failed', {
      field: `${event.info.parentTypeName}.${event.info.fieldName}`,
      error: error instanceof Error ? error.name : typeof error,
    });
    throw new AppSyncError('InternalFailure', 'An internal failure occurred while resolving this field');
  }
}
