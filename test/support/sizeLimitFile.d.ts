/** @size-limit/file ships no types: its default export is the list of plugins size-limit's API takes. */
declare module '@size-limit/file' {
  const plugins: object[];
  export default plugins;
}
