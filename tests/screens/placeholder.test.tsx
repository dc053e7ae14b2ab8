// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { findRouteByName } from '../../src/catalogue';
import Placeholder from '../../src/screens/common/Placeholder';
import { renderWithChakra } from './helpers/render-with-chakra';

afterEach(cleanup);

describe('Placeholder', () => {
  it('names the screen and its menu id', () => {
    renderWithChakra(<Placeholder route={findRouteByName('yhgl')!} />);
    expect(screen.getByTestId('placeholder').textContent).toContain('「用户管理」（菜单 11101）页面正在建设中');
  });

  it('omits the menu id when the route has none', () => {
    renderWithChakra(<Placeholder route={findRouteByName('messageCenter')!} />);
    expect(screen.getByTestId('placeholder').textContent).toContain('「消息中心」页面正在建设中');
  });
});
