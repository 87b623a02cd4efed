// The edge bundle's non-JavaScript modules (wrangler.toml [[rules]]; tests/edge/worker.ts does the same).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '*.otf' {
  const data: ArrayBuffer;
  export default data;
}
