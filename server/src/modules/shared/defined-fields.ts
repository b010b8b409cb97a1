/** The listed fields of `input` that the client actually sent (a PATCH/PUT leaves the others unchanged). */
export function definedFields<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const patch: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (input[key] !== undefined) patch[key] = input[key];
  }
  return patch;
}
