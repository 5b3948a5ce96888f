/**
 * The data API's public surface. On AWS, AppSync calls `handler`; the local stack calls `executeGraphQL`
 * with a store it made from `startDynalite` + `createStore` + `ensureTable`. Both go through the same
 * `resolveField`, so local behaviour is production behaviour.
 */
export { handler, type AppSyncResolverEvent } from './lambda/handler';
export { executeGraphQL, type ExecuteGraphQLRequest, type GraphQLResponse, type AppSyncGraphQLError } from './local/execute-graphql';
export { resolveField, type FieldRequest } from './api/dispatch';
export { AppSyncError, type AppSyncErrorType } from './api/errors';
export { identityFromVerifiedClaims, ADMIN_GROUP, type AppSyncIdentity } from './api/identity';
export { OPERATIONS, type AccessRule } from './api/operations';
export { createStore, type Store, type StoreOptions } from './store/store';
export { ensureTable, tableDefinition, DEFAULT_TABLE_NAME, INDEX } from './store/table';
export { startDynalite, type LocalDynamo } from './store/dynalite';
export { MAX_PROFILE_ANSWERS_BYTES, type ProfileAnswersStorage } from './store/profile-answers';
export { seedDemoData, type DemoUser } from './seed/seed-demo-data';
