/** `value` with LIKE's wildcards and escape character (`%`, `_`, `\`) taken literally. */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `%text%` for ILIKE: matches rows containing the search text, with the pattern characters `\`, `%`
 * and `_` typed in the search box taken literally. Lower-cased, like the `search_text` columns.
 */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text.toLowerCase())}%`;
}
