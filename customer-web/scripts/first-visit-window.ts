/**
 * What the app's modules read of the browser, as a first visit has it: empty storage, no device preferences, the
 * page's address. Pre-rendering runs the app's own code under this, so pages come out as such a visitor sees them.
 * There is deliberately no `document`: the style library then collects CSS instead of writing it into one.
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null;
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
}

export function installFirstVisitWindow(url: URL): { goTo(url: URL): void } {
  const location = { href: url.href, origin: url.origin, pathname: url.pathname, search: '', hash: '' };
  const fake = {
    location,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
    setTimeout,
    clearTimeout,
  };
  Object.assign(globalThis, {
    window: fake,
    localStorage: fake.localStorage,
    sessionStorage: fake.sessionStorage,
  });
  return {
    goTo(next) {
      fake.localStorage.clear();
      fake.sessionStorage.clear();
      Object.assign(location, { href: next.href, pathname: next.pathname, search: next.search });
    },
  };
}
