export {
  BACKUP_PREFIX,
  createListStore,
  createPersistentStore,
  createRecordStore,
  plainSchema,
  saveFailures,
  STORAGE_PREFIX,
  type EntrySchema,
  type PersistentStore,
  type PruneRule,
  type SaveFailure,
  type StoreOptions,
} from './persistentStore';
export { usePersistentStore, useIdSet } from './usePersistentStore';
export * from './validators';
export * from './info';
export * from './life';
export * from './experts';
export * from './booking';
export * from './marketplace';
export * from './checkout';
export * from './chat';
export * from './discussionDrafts';
