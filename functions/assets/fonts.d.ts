// Font files bundled into the Worker as binary data. Needs a wrangler module rule such as
// `"rules": [{ "type": "Data", "globs": ["**/*.ttf"], "fallthrough": true }]`; a `Data` module's
// default export is the file's bytes as an ArrayBuffer.
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
