import { createNoticeCursor, noticeCursorOf } from '../../src/app/notice/notice-cursor';

describe('notice cursor', () => {
  it('starts at the server clock of the first acknowledgement and moves with each new notice', () => {
    const cursor = createNoticeCursor();
    expect(cursor.since()).toBeNull();
    cursor.connected({ serverTime: '2026-11-25T01:00:00.000Z' });
    cursor.connected({ serverTime: '2026-11-25T02:00:00.000Z' });
    expect(cursor.since()).toBe('2026-11-25T01:00:00.000Z');
    expect(cursor.accept({ id: 'a', time: '2026-11-25T01:05:00.000Z' })).toBe(true);
    expect(cursor.accept({ id: 'b', time: '2026-11-25T01:03:00.000Z' })).toBe(true);
    expect(cursor.since()).toBe('2026-11-25T01:05:00.000Z');
    cursor.connected(undefined);
    expect(cursor.since()).toBe('2026-11-25T01:05:00.000Z');
  });

  it('accepts a notice once, remembering a bounded number of ids', () => {
    const cursor = createNoticeCursor(2);
    expect(cursor.accept({ id: 'a', time: 't1' })).toBe(true);
    expect(cursor.accept({ id: 'a', time: 't1' })).toBe(false);
    cursor.accept({ id: 'b', time: 't2' });
    cursor.accept({ id: 'c', time: 't3' });
    expect(cursor.accept({ id: 'c', time: 't3' })).toBe(false);
    expect(cursor.accept({ id: 'a', time: 't1' })).toBe(true);
  });

  it('belongs to one client: a new session starts afresh', () => {
    const first = {};
    noticeCursorOf(first).accept({ id: 'x', time: 't' });
    expect(noticeCursorOf(first).accept({ id: 'x', time: 't' })).toBe(false);
    expect(noticeCursorOf({}).since()).toBeNull();
  });
});
