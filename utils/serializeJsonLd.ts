// Kept apart from the builders in structuredData.ts, which run on the server: a page's script needs only this.
/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that text such as `</script>` in
 * a product name cannot end the script element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
