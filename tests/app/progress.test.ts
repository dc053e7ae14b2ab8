// @vitest-environment jsdom
import NProgress from '../../src/app/progress';

describe('the top progress bar', () => {
  it('uses no role that is not an ARIA role, and hides its decoration from assistive technology', () => {
    NProgress.start();
    try {
      const bar = document.getElementById('nprogress');
      expect(bar?.querySelector('.bar')).not.toBeNull();
      expect(bar?.querySelectorAll('[role]')).toHaveLength(0);
      expect(bar?.querySelector('.bar')?.getAttribute('aria-hidden')).toBe('true');
    } finally {
      NProgress.remove();
    }
  });
});
