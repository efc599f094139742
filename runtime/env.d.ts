// Side-effect CSS imports are bundled by esbuild.
declare module '*.css';
