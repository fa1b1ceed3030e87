// Rules of the life area are exported from here (one file per rule, each with its test).
export {};
