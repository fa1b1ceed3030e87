// Persistent stores of the experts area (see ../persistentStore.ts).
export {};
