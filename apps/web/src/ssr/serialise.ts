/**
 * The dehydrated queries as a JSON script the browser reads before hydrating. `<` is escaped so
 * no text in the data (a product description with `</script>`) can end the script early, and
 * U+2028/U+2029 so the JSON stays valid everywhere a script is parsed.
 */
export function serialiseState(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="ssr-state" type="application/json">${json}</script>`;
}
