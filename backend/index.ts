/**
 * The data API's public surface for code outside backend/ (the local stack). On AWS, AppSync calls
 * `handler` in lambda/handler.ts, the only deploy entry. The local stack's AppSync emulator
 * (local/appsync) calls the same `resolveField` with a store it made with `createStore` + `ensureTable`
 * over dynalite, so local behaviour is production behaviour. Nothing local-only is exported here.
 */
export { handler, type AppSyncResolverEvent } from './lambda/handler';
export { resolveField, type FieldRequest } from './api/dispatch';
export { AppSyncError, type AppSyncErrorType } from './core/errors';
export { identityFromVerifiedClaims, type AppSyncIdentity } from './core/identity';
export { OPERATIONS, type AccessRule } from './api/operations';
export { createStore, type Store, type StoreOptions } from './store/store';
export { ensureTable, tableDefinition, DEFAULT_TABLE_NAME, INDEX } from './store/table';
export { MAX_PROFILE_ANSWERS_BYTES, type ProfileAnswersStorage } from './store/profile-answers';
