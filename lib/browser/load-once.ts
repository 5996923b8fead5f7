/**
 * `load` wrapped so each key (`keyOf` its argument, the argument itself by
 * default) loads once per page and every caller shares the promise; a
 * failure is forgotten, so the next call tries again.
 */
export function loadOnce<A, T>(load: (argument: A) => Promise<T>, keyOf: (argument: A) => unknown = (argument) => argument): (argument: A) => Promise<T> {
  const pending = new Map<unknown, Promise<T>>();
  return (argument) => {
    const key = keyOf(argument);
    let promise = pending.get(key);
    if (!promise) {
      promise = load(argument).catch((error: unknown) => {
        pending.delete(key);
        throw error;
      });
      pending.set(key, promise);
    }
    return promise;
  };
}

/** The JSON at `url` when `isValid` accepts it; otherwise an error naming `what`: `HTTP <status>` or `unexpected format`. */
export async function fetchChecked<T>(url: string, isValid: (value: unknown) => value is T, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isValid(data)) throw new Error(`${what}: unexpected format`);
  return data;
}
