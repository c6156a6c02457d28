/**
 * A typed array at least `size` long, holding what `array` held; the same array when it is long enough. It at least
 * doubles, so a column that grows a row at a time (a bulk load) is copied a few times, not once per row.
 */
export function grown<A extends Int32Array | Uint8Array | Float64Array>(array: A, size: number): A {
  if (array.length >= size) return array;
  const bigger = new (array.constructor as new (length: number) => A)(Math.max(size, array.length * 2, 64));
  bigger.set(array);
  return bigger;
}
