// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '../../src/screens/login/LoginForm';
import { loginValidator } from '../../src/screens/login/login-validator';
import { renderWithChakra } from './helpers/render-with-chakra';

afterEach(cleanup);

function type(testId: string, value: string) {
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
}

describe('login form', () => {
  it('requires account and password', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<LoginForm submitting={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('账号不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a blank account as missing and submits the account trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<LoginForm submitting={false} onSubmit={onSubmit} />);
    type('login-account', '   ');
    type('login-password', 'Fire@2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('账号不能为空')).toBeTruthy();
    type('login-account', '  admin ');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ account: 'admin', password: 'Fire@2026' });
  });

  it('shows and requires the captcha when the server has it on; the image refreshes on click', async () => {
    const onSubmit = vi.fn();
    const onRefresh = vi.fn();
    renderWithChakra(
      <LoginForm submitting={false} onSubmit={onSubmit} captcha={{ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', onRefresh }} />,
    );
    type('login-account', 'admin');
    type('login-password', 'Fire@2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('login-captcha-image'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    type('login-captcha', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ captcha: 'ab12' });
  });

  it('shows the session error', () => {
    renderWithChakra(<LoginForm submitting={false} onSubmit={vi.fn()} error="账号或密码错误" />);
    expect(screen.getByTestId('login-error').textContent).toContain('账号或密码错误');
  });

  it('validator: no captcha needed when it is off', async () => {
    await expect(loginValidator(false).validate({ account: 'a', password: 'b', captcha: '' }, 'create')).resolves.toBeTruthy();
    await expect(loginValidator(true).validate({ account: 'a', password: 'b', captcha: '' }, 'create')).rejects.toThrow('请输入验证码');
  });
});
