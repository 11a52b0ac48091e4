/** Reading window.sessionStorage itself throws where the browser blocks storage. */
export function sessionStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface SessionIds {
  has(id: number): boolean;
  add(id: number): void;
}

/**
 * The ids this browser session has done something for already (a phone
 * reveal recorded, a vehicle page view counted), kept under `key` per site
 * origin. Blocked or full storage forgets quietly: the server still counts
 * once per address, so the worst case is a second count, never an error.
 */
export function sessionIds(key: string, session: Storage | undefined = sessionStorageIfAny()): SessionIds {
  const read = (): number[] => {
    try {
      const stored: unknown = JSON.parse(session?.getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (id) => read().includes(id),
    add: (id) => {
      try {
        session?.setItem(key, JSON.stringify([...read(), id]));
      } catch {
        // Storage full or blocked: see above.
      }
    },
  };
}
