// Loaded on demand (data/life/resources.ts getResourceContent): only a resource's page and a download need it.
export { contentEn } from './en';
export { contentHi } from './hi';
export type { ResourceBlock, ResourceContent } from './types';
