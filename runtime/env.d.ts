// Side-effect CSS imports are bundled by esbuild.
declare module '*.css';

/** The search-insights script served with the runtime, and its integrity (cli/bundle/runtime.ts defines it). */
declare const __DC_INSIGHTS_SCRIPT__: { url: string; integrity: string };
