// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditPasswordForm } from '../../src/screens/common/editPassword/EditPasswordForm';
import { editPasswordValidator } from '../../src/screens/common/editPassword/password-validator';
import { FormValidationError } from '../../src/resources/entity/input-validator';
import { characterClassCount } from '../../src/shared/password-policy';
import { renderWithChakra } from './helpers/render-with-chakra';

afterEach(cleanup);

type Values = { oldPassword?: string; newPassword?: string; confirmPassword?: string };

/** The message of the first field that fails, in form order. */
async function messageFor(values: Values, account = 'zhangsan') {
  const all = { oldPassword: 'Old@2025x', newPassword: '', confirmPassword: '', ...values };
  try {
    await editPasswordValidator(account).validate(all, 'edit');
    return undefined;
  } catch (error) {
    const errors = (error as FormValidationError).fieldErrors;
    return ['oldPassword', 'newPassword', 'confirmPassword'].map((field) => errors[field]).find(Boolean);
  }
}

describe('edit password rules', () => {
  it('counts character classes', () => {
    expect(characterClassCount('abc')).toBe(1);
    expect(characterClassCount('abcDEF12')).toBe(3);
    expect(characterClassCount('aB1!')).toBe(4);
  });

  it('names each broken rule in Chinese', async () => {
    expect(await messageFor({ oldPassword: '' , newPassword: 'Fire@2026', confirmPassword: 'Fire@2026' })).toBe('原密码不能为空');
    expect(await messageFor({ newPassword: '' })).toBe('新密码不能为空');
    expect(await messageFor({ newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toBe('新密码长度应为8到32位');
    expect(await messageFor({ newPassword: `Ab1!${'x'.repeat(29)}`, confirmPassword: 'x' })).toBe('新密码长度应为8到32位');
    expect(await messageFor({ newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).toBe(
      '新密码须包含大写字母、小写字母、数字、特殊符号中的至少3种',
    );
    expect(await messageFor({ newPassword: 'Abc 12345', confirmPassword: 'Abc 12345' })).toBe('新密码不能包含空格');
    expect(await messageFor({ newPassword: 'Old@2025x', confirmPassword: 'Old@2025x' })).toBe('新密码不能与原密码相同');
    expect(await messageFor({ newPassword: 'ZhangSan1', confirmPassword: 'ZhangSan1' }, 'zhangsan1')).toBe('新密码不能与账号相同');
    expect(await messageFor({ newPassword: 'Fire@2026', confirmPassword: 'Fire@2027' })).toBe('两次输入的新密码不一致');
    expect(await messageFor({ newPassword: 'Fire@2026', confirmPassword: '' })).toBe('请再次输入新密码');
    expect(await messageFor({ newPassword: 'Fire@2026', confirmPassword: 'Fire@2026' })).toBeUndefined();
  });

  it('an empty form shows only the required message under each field', async () => {
    renderWithChakra(<EditPasswordForm account="zhangsan" submitting={false} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('原密码不能为空')).toBeTruthy();
    expect(screen.getByText('新密码不能为空')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
    expect(screen.queryByText('新密码不能与原密码相同')).toBeNull();
  });

  it('the form shows the messages under the fields and submits a valid change', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<EditPasswordForm account="zhangsan" submitting={false} onSubmit={onSubmit} />);
    fireEvent.input(screen.getByTestId('password-oldPassword'), { target: { value: 'Old@2025x' } });
    fireEvent.input(screen.getByTestId('password-newPassword'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('新密码长度应为8到32位')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(screen.getByTestId('password-newPassword'), { target: { value: 'Fire@2026' } });
    fireEvent.input(screen.getByTestId('password-confirmPassword'), { target: { value: 'Fire@2026' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ oldPassword: 'Old@2025x', newPassword: 'Fire@2026', confirmPassword: 'Fire@2026' });
  });
});

describe('the configured password policy', () => {
  const policy = { minLength: 12, maxLength: 20, minClasses: 4 };

  it('is what the form states and checks, not the built-in one', async () => {
    const onSubmit = vi.fn();
    renderWithChakra(<EditPasswordForm account="zhangsan" policy={policy} submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByTestId('edit-password-form').textContent).toContain('12');
    fireEvent.input(screen.getByTestId('password-oldPassword'), { target: { value: 'Old@2025x' } });
    // Valid under the built-in policy (8–32, 3 kinds), too short and one kind short under the configured one.
    fireEvent.input(screen.getByTestId('password-newPassword'), { target: { value: 'Fire2026ab' } });
    fireEvent.input(screen.getByTestId('password-confirmPassword'), { target: { value: 'Fire2026ab' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('新密码长度应为12到20位')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect(editPasswordValidator('zhangsan', policy).validate({ oldPassword: 'Old@2025x', newPassword: 'Fire2026abcd', confirmPassword: 'Fire2026abcd' }, 'edit')).rejects.toBeInstanceOf(FormValidationError);
    await expect(editPasswordValidator('zhangsan', policy).validate({ oldPassword: 'Old@2025x', newPassword: 'Fire@2026abcd', confirmPassword: 'Fire@2026abcd' }, 'edit')).resolves.toBeDefined();
  });
});
