// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GrantsProvider } from '../../src/components/grants-context';
import { hasPermission, Permission, usePermission } from '../../src/components/Permission';

const grants = { menuIds: new Set([100]), buttons: new Set([11102, 111]) };

function withGrants({ children }: { children: ReactNode }) {
  return <GrantsProvider grants={grants}>{children}</GrantsProvider>;
}

afterEach(cleanup);

describe('Permission', () => {
  it('renders children when the user holds the button id', () => {
    render(<Permission id={11102}>新增</Permission>, { wrapper: withGrants });
    expect(screen.getByText('新增')).toBeTruthy();
  });

  it('removes children when the user lacks the id, showing the fallback if any', () => {
    render(
      <>
        <Permission id={11105}>删除</Permission>
        <Permission id={11103} fallback={<span>无权限</span>}>
          冻结
        </Permission>
      </>,
      { wrapper: withGrants },
    );
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('冻结')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('always renders an element with no id, even without any grants', () => {
    render(<Permission>导出</Permission>);
    expect(screen.getByText('导出')).toBeTruthy();
  });

  it('usePermission answers per id', () => {
    const { result } = renderHook(() => usePermission(), { wrapper: withGrants });
    expect(result.current(111)).toBe(true);
    expect(result.current(112)).toBe(false);
    expect(result.current(undefined)).toBe(true);
    expect(hasPermission(new Set(), null)).toBe(true);
  });
});
