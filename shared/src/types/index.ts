export type * from './info';
export type * from './life';
export type * from './experts';
export type * from './marketplace';
export type * from './profile';
