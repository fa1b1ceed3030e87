export * from './progress';
export * from './textSearch';
export * from './info';
export * from './life';
export * from './experts';
export * from './marketplace';
