import { changeCount, onResourceChanged, resourceChanged } from '../../src/screens/resource/resource-events';

describe('resource change events', () => {
  it('reaches live listeners and a list that returns after a change it missed', () => {
    const live = vi.fn();
    const stop = onResourceChanged('thing', live);
    const seen = changeCount('thing');
    resourceChanged('thing');
    expect(live).toHaveBeenCalledTimes(1);
    stop();

    // A hidden list (listener removed) comes back: it reloads once because the count moved.
    const returning = vi.fn();
    onResourceChanged('thing', returning, seen);
    expect(returning).toHaveBeenCalledTimes(1);
    const upToDate = vi.fn();
    onResourceChanged('thing', upToDate, changeCount('thing'));
    expect(upToDate).not.toHaveBeenCalled();
  });
});
