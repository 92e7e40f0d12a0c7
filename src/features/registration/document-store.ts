/**
 * The draft's document, kept in IndexedDB on this device (localStorage holds only text): the
 * file as chosen, the lighter copy made of a photo (photo.ts) and which of the two is to be
 * sent. Where the browser has no IndexedDB or refuses to store (private modes, a full disk),
 * `keepDocument` says false and the form tells the owner the document must be chosen again.
 */
export interface KeptDocument {
  original: File;
  photo?: { file: File; width: number; height: number } | undefined;
  sendOriginal: boolean;
}

const databaseName = 'registration-draft';

/**
 * One operation at a time, in the order asked: a document kept just before the draft is
 * discarded is deleted after it is stored, never stored after it is deleted.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const run = queue.then(operation, operation);
  queue = run.catch(() => undefined);
  return run;
}
const storeName = 'documents';
const recordKey = 'document';

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('no IndexedDB'));
    const opening = indexedDB.open(databaseName, 1);
    opening.addEventListener('upgradeneeded', () => void opening.result.createObjectStore(storeName));
    opening.addEventListener('success', () => resolve(opening.result));
    opening.addEventListener('error', () => reject(opening.error ?? new Error('IndexedDB would not open')));
    opening.addEventListener('blocked', () => reject(new Error('IndexedDB is blocked')));
  });
}

async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.addEventListener('complete', () => resolve(request.result));
      transaction.addEventListener('error', () => reject(transaction.error ?? new Error('IndexedDB failed')));
      transaction.addEventListener('abort', () => reject(transaction.error ?? new Error('IndexedDB aborted')));
    });
  } finally {
    db.close();
  }
}

/** Keeps the document; false when this browser will not. */
export function keepDocument(document: KeptDocument): Promise<boolean> {
  return inTurn(async () => {
    try {
      await transact('readwrite', (store) => store.put(document, recordKey));
      return true;
    } catch {
      return false;
    }
  });
}

/** The document kept with the draft, or undefined (none kept, or none readable). */
export function keptDocument(): Promise<KeptDocument | undefined> {
  return inTurn(async () => {
    try {
      const kept = (await transact('readonly', (store) => store.get(recordKey))) as Partial<KeptDocument> | undefined;
      if (!kept || !(kept.original instanceof Blob)) return undefined;
      return { original: kept.original, photo: kept.photo, sendOriginal: kept.sendOriginal === true };
    } catch {
      return undefined;
    }
  });
}

/**
 * Deletes the kept document with its database (after a registration, or when the draft is
 * discarded); a browser that never kept one is left without one.
 */
export function forgetDocument(): Promise<void> {
  return inTurn(
    () =>
      new Promise<void>((resolve) => {
        if (typeof indexedDB === 'undefined') return resolve();
        const deleting = indexedDB.deleteDatabase(databaseName);
        deleting.addEventListener('success', () => resolve());
        deleting.addEventListener('error', () => resolve());
        // Another tab holds it open: it is deleted once that tab lets go; nothing to wait for here.
        deleting.addEventListener('blocked', () => resolve());
      }),
  );
}
