// Persistent stores of the life area (see ../persistentStore.ts).
export {};
