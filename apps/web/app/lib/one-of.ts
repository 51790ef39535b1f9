/** The value if it is one of `values` (e.g. a status read from the address), else null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}
