// Providers per featured service and category configs (the browsing screens).
export {};
