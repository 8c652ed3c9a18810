// The browser's storages as the journey uses them. Storage can be missing or refuse (private modes, a
// full quota): each accessor then gives undefined and the journey works without it.

/** The part of a Storage used here; tests pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage, kept across visits. */
export const localStore = (): KeyValueStore | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The tab's session storage, forgotten when the tab closes. */
export const sessionStore = (): KeyValueStore | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};
