export * from './expertSlug';
export * from './expertCategory';
export * from './specialtyBadges';
export * from './expertStatus';
export * from './practiceArea';
export * from './expertState';
export * from './consultationSlots';
export * from './expertFilters';
