// Rules of the info area are exported from here (one file per rule, each with its test).
export {};
