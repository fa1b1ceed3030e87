export * from './browsing';
export * from './purchase';
