/** The few IndexedDB calls the browser store needs, as promises. */
export function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((ok, fail) => {
    request.onsuccess = () => ok(request.result);
    request.onerror = () => fail(request.error);
  });
}

export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((ok, fail) => {
    tx.oncomplete = () => ok();
    tx.onerror = () => fail(tx.error);
    tx.onabort = () => fail(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function openDatabase(name: string, stores: readonly string[]): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    for (const store of stores)
      if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
  };
  return requestDone(request);
}
