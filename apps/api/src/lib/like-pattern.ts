/**
 * `%text%` for ILIKE: matches rows containing the search text, with the pattern characters `\`, `%`
 * and `_` typed in the search box taken literally. Lower-cased, like the `search_text` columns.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
