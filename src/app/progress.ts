/**
 * The top progress bar (nprogress), configured once. Its default template gives the bar and the spinner the
 * roles "bar" and "spinner", which are no ARIA roles (axe: aria-roles, critical); they are decoration, hidden
 * from assistive technology here, and found by class.
 */
import NProgress from 'nprogress';

NProgress.configure({
  barSelector: '.bar',
  spinnerSelector: '.spinner',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div><div class="spinner" aria-hidden="true"><div class="spinner-icon"></div></div>',
});

export default NProgress;
