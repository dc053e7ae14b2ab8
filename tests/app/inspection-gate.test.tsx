// @vitest-environment jsdom
/**
 * In a build, live inspection is on only for a user holding the inspector's menu (11970): the session and
 * tags-view actors are then adopted; anyone else leaves the hub off and empty. `npm run dev` always has it.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { InspectionGate } from '../../src/app/inspection/InspectionGate';
import { SessionActorContext } from '../../src/app/session/session-context';
import { TagsActorContext } from '../../src/app/tags/tags-context';
import { inspect, inspectionHub } from '../../src/machines/inspection';
import { sessionMachine, type LoadedUser, type LoginResult } from '../../src/machines/session';

const USER = { userId: 'u1', userCode: 'dev', name: '开发', unitId: 'o1' };

function renderShell(menuIds: number[]) {
  const loaded: LoadedUser = { userInfo: USER, roles: [], roleList: [], menuIds, buttonIds: [], needChangePassword: false };
  const logic = sessionMachine.provide({
    actors: {
      login: fromPromise(async (): Promise<LoginResult> => ({ token: 't', ...USER, needChangePassword: false })),
      loadUser: fromPromise(async () => loaded),
      logout: fromPromise(async (): Promise<void> => {}),
      clearSession: fromPromise(async (): Promise<void> => {}),
    },
  });
  return render(
    <SessionActorContext.Provider logic={logic} options={{ input: { token: 't', user: { ...USER, zgdwid: 'o1' } }, inspect }}>
      <TagsActorContext.Provider options={{ input: { affixTabs: [] }, inspect }}>
        <InspectionGate />
      </TagsActorContext.Provider>
    </SessionActorContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  inspectionHub.setEnabled(true);
  inspectionHub.clear();
});

describe('InspectionGate', () => {
  it('turns inspection on for the holder of menu 11970 and adopts the session and tags actors', async () => {
    vi.stubEnv('DEV', false);
    inspectionHub.setEnabled(false);
    renderShell([1, 100, 11000, 11970]);
    await waitFor(() => expect(inspectionHub.isEnabled()).toBe(true));
    await waitFor(() => expect(inspectionHub.getActors().map((actor) => [actor.machineId, actor.value])).toEqual([
      ['session', { ready: 'reminderOpen' }],
      ['tagsView', 'browsing'],
    ]));
  });

  it('keeps it off, and keeps nothing, for anyone else', async () => {
    vi.stubEnv('DEV', false);
    inspectionHub.setEnabled(false);
    const { unmount } = renderShell([1, 100]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inspectionHub.isEnabled()).toBe(false);
    expect(inspectionHub.getActors()).toEqual([]);
    unmount();
  });
});
