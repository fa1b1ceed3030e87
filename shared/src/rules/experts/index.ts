export * from './expertSlug';
