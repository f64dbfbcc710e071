// What the tests of settings kept in the browser's storage share: a Storage of their own, and the
// round trip of an on/off setting.
import assert from 'node:assert/strict';

/** A Storage of its own for each test: it keeps strings, as the browser's does. */
export function memoryStorage() {
  const items = new Map();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, String(value)) };
}

/**
 * An on/off setting, read by `read(storage)` and written by `write(on, storage)`: off until
 * chosen, then read back as last written, on and then off.
 */
export function assertSwitchKept(read, write) {
  const storage = memoryStorage();
  assert.equal(read(storage), false);
  write(true, storage);
  assert.equal(read(storage), true);
  write(false, storage);
  assert.equal(read(storage), false);
}
