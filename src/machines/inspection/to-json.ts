/**
 * Any context or event as readable JSON: cycles, functions, errors, maps, sets, storages and actor refs
 * (which hold whole systems) are shown by what they are instead of failing or flooding the screen.
 */

/** An actor ref, or what its toJSON gave (JSON.stringify calls it before the replacer sees the ref). */
function isActorRef(value: object): boolean {
  return ('sessionId' in value && typeof (value as { send?: unknown }).send === 'function') || 'xstate$$type' in value;
}

function isStorage(value: object): boolean {
  return typeof Storage !== 'undefined' && value instanceof Storage;
}

/** A non-plain value as shown; undefined keeps walking into it. */
function shownAs(value: object): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value instanceof Date) return value.toISOString();
  if (isActorRef(value)) return `[Actor ${(value as { id?: string }).id ?? ''}]`;
  if (isStorage(value)) return '[Storage]';
  if (value instanceof Map) return Object.fromEntries(value);
  if (value instanceof Set) return [...value];
  return value;
}

export function toJson(value: unknown, space = 2): string {
  // The objects being written, each with what it was written as: a cycle is an object met inside itself.
  const path: { shown: unknown; original: object }[] = [];
  function replacer(this: unknown, _key: string, current: unknown): unknown {
    if (typeof current === 'function') return `[函数 ${current.name || '匿名'}]`;
    if (typeof current === 'bigint') return current.toString();
    if (!current || typeof current !== 'object') return current;
    while (path.length > 0 && path[path.length - 1].shown !== this) path.pop();
    if (path.some((each) => each.original === current)) return '[循环引用]';
    const shown = shownAs(current);
    path.push({ shown, original: current });
    return shown;
  }
  return JSON.stringify(value, replacer, space) ?? 'undefined';
}
