export * from './progress';
export * from './textSearch';
export * from './sanitizeText';
export * from './info';
export * from './life';
export * from './experts';
export * from './marketplace';
