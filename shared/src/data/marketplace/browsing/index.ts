// Providers per featured service and category configs (the browsing screens).
export * from './serviceProviders';
export * from './categoryConfigs';
