import { passwordProblem } from '../../src/shared/password-policy';
import { DEFAULT_SETTINGS } from '../../server/services/settings';

const policy = DEFAULT_SETTINGS.passwordPolicy;
const check = (password: string, oldPassword?: string) => passwordProblem({ password, account: 'Zhang.San1', oldPassword, policy });

describe('password policy', () => {
  it.each([
    ['Aa1!aaaa', null],
    ['aa1!aaaa', null],
    ['AAAA1111', '新密码须包含大写字母、小写字母、数字、特殊符号中的至少3种'],
    ['Aa1!', '新密码长度应为8到32位'],
    [`Aa1!${'a'.repeat(29)}`, '新密码长度应为8到32位'],
    ['zhang.san1', '新密码不能与账号相同'],
    ['Aa1! aaaa', '新密码不能包含空格'],
    ['', '新密码不能为空'],
  ])('%s → %s', (password, expected) => {
    expect(check(password)).toBe(expected);
  });

  it('refuses the old password as the new one', () => {
    expect(check('Aa1!aaaa', 'Aa1!aaaa')).toBe('新密码不能与原密码相同');
  });

  it('names the field it is given', () => {
    expect(passwordProblem({ password: 'x', account: 'a', policy, fieldTitle: '初始密码' })).toBe('初始密码长度应为8到32位');
  });
});
