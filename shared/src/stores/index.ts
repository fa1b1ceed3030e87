export { createPersistentStore, STORAGE_PREFIX, type PersistentStore } from './persistentStore';
export { usePersistentStore, useIdSet } from './usePersistentStore';
export * from './validators';
export * from './info';
export * from './life';
export * from './experts';
export * from './booking';
export * from './marketplace';
export * from './checkout';
