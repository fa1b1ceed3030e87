// Persistent stores of the info area (see ../persistentStore.ts).
export {};
