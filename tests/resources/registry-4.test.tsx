// @vitest-environment jsdom
/** Shard 4 of 4 of the resource registry suite (tests/resources/support/registry-suite.tsx). */
import { registrySuite } from './support/registry-suite';

registrySuite(3, 4);
