import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { ASYNC_UTIL_TIMEOUT_MS } from './helpers/waits';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// jsdom has no ResizeObserver; the design system's popovers (date picker, tree select) observe their anchor.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}
