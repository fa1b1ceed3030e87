export * from './catalog';
export * from './browsing';
export * from './purchase';
export { marketplaceTexts, marketplaceBrowseTexts } from './texts';
