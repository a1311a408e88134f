// A value made on first use and the same ever after. A page has one of a few things whatever
// asks for them: the loaded wasm module (core/wasm.ts) and the GPU device every preview on the
// page shares (core/shared.ts); everything else belongs to an object its page makes.

/** `make`, called on the first call only; every call gives what that one made. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
