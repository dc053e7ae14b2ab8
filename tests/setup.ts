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

// The progress bar of a lazily loaded screen trickles on a timer; a test that ends while a screen still
// loads would have that timer touch a torn-down jsdom. The bar still starts and ends; it only does not creep.
if (typeof window !== 'undefined') {
  const { default: NProgress } = await import('nprogress');
  NProgress.configure({ trickle: false });
}
