/**
 * Every machine of the registry is walked by paths generated from it (@xstate/graph): each state reached
 * and each transition taken at least once, or the test names what was not. Then every generated path is
 * sent to a running copy (the inspector's sandbox copy) and must end in the state it promised.
 */
import { createActor } from 'xstate';
import { machineRegistry, type MachineEntry } from '../../../src/machines/registry';
import { sampleFor } from '../../../src/machines/samples';
import { sandboxMachine } from '../../../src/machines/sandbox';
import { coverageModelFor } from './models';
import { walkMachine, type CoverageReport } from './walk';

const reports = new Map<string, CoverageReport>();

function reportOf(entry: MachineEntry): CoverageReport {
  const model = coverageModelFor(entry.id);
  if (!model) {
    throw new Error(
      `${entry.id}: no coverage model. Add one to tests/machines/coverage/models.ts (and a sample to src/machines/samples.ts): the inputs and event payloads that reach every state and take every transition.`,
    );
  }
  if (!reports.has(entry.id)) reports.set(entry.id, walkMachine(entry.machine, model, sampleFor(entry.id)));
  return reports.get(entry.id)!;
}

describe('machines walked by generated paths', () => {
  for (const entry of machineRegistry) {
    describe(entry.id, () => {
      it('reaches every state and takes every transition', () => {
        const { states, transitions } = reportOf(entry);
        console.log(`${entry.id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`);
        const gaps = [
          ...states.unreached.map((state) => `${entry.id}: unreached state ${state}`),
          ...transitions.unreached.map((transition) => `${entry.id}: unreached transition ${transition}`),
        ];
        expect(gaps).toEqual([]);
      });

      it('ends every generated path, sent to a running copy, in the state the path promised', () => {
        const sample = sampleFor(entry.id);
        const logic = sandboxMachine(entry.machine, sample);
        for (const { input, paths } of reportOf(entry).walks) {
          for (const path of paths) {
            const actor = createActor(logic, { input: input as never }).start();
            const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
            for (const event of events) actor.send(event);
            const snapshot = actor.getSnapshot();
            const trail = events.map((event) => event.type).join(' → ') || '(start)';
            expect({ value: snapshot.value, status: snapshot.status }, `${entry.id}: ${trail}`).toEqual({ value: path.state.value, status: path.state.status });
            actor.stop();
          }
        }
      });
    });
  }
});
