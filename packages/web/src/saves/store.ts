import { type IDBPDatabase, openDB } from 'idb';
import { readSave, type Save, type SaveLine } from './format.js';

/**
 * The browser's saved games: one IndexedDB database, one object store whose keys are the save ids (out of line, so a
 * damaged value is still found by its key and can be deleted). Values are plain JSON (format.ts); they are checked
 * when read, never trusted.
 */
export const DB_NAME = 'ludotheque';
export const STORE = 'saves';

let opened: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE);
    },
    // Another tab opening a newer version: let it, and open again on the next use.
    blocking() {
      void opened?.then((d) => d.close());
      opened = null;
    },
  }).catch((e: unknown) => {
    opened = null;
    throw e;
  });
  return opened;
}

/** Every saved game of this browser, each checked (a damaged one is a line saying why). */
export async function listSaves(): Promise<SaveLine[]> {
  const database = await db();
  const lines: SaveLine[] = [];
  let cursor = await database.transaction(STORE).store.openCursor();
  while (cursor) {
    lines.push(readSave(String(cursor.key), cursor.value));
    cursor = await cursor.continue();
  }
  return lines;
}

/** One saved game by id: undefined when none is stored under it. */
export async function getSave(id: string): Promise<SaveLine | undefined> {
  const value: unknown = await (await db()).get(STORE, id);
  return value === undefined ? undefined : readSave(id, value);
}

export async function putSave(save: Save): Promise<void> {
  await (await db()).put(STORE, save, save.id);
}

export async function deleteSave(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

/** Marks a local save whose moves no longer replay, so the home page reports it (and offers to delete it). */
export async function markBroken(id: string, message: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(STORE, 'readwrite');
  const value: unknown = await tx.store.get(id);
  if (typeof value === 'object' && value !== null) await tx.store.put({ ...value, broken: message }, id);
  await tx.done;
}

/**
 * Writes a game's save after each change, one write at a time (the newest wins): bots at full speed make moves
 * faster than IndexedDB commits, and a stale write must never land after a newer one.
 */
export function saveWriter(onError: (e: unknown) => void): (save: Save) => void {
  let next: Save | null = null;
  let busy = false;
  const drain = async () => {
    busy = true;
    while (next !== null) {
      const save = next;
      next = null;
      await putSave(save).catch(onError);
    }
    busy = false;
  };
  return (save) => {
    next = save;
    if (!busy) void drain();
  };
}
