// Side-effect CSS imports are handled by rspack's css/auto modules.
declare module '*.css';
