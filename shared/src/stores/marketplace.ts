// Persistent stores of the marketplace area (see ../persistentStore.ts).
export {};
