import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setConfig } from '../../server/helpers/test-app.ts';
import { sessionStore } from '../../../src/lib/auth/session-store.ts';
import { captchaOf, renderProfile, setUpProfileTests, signInAs, where } from './profile-kit.tsx';

const { app } = setUpProfileTests();

const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value } });

describe('the profile page: user tab', () => {
  it('opens on the user tab, edits the base info in place and refreshes the session’s name', async () => {
    await signInAs('staff');
    renderProfile();
    const view = await screen.findByTestId('base-info-view');
    expect(within(view).getByTestId('base-info-realName')).toHaveTextContent('李操作');
    expect(within(view).getByTestId('base-info-manager')).toHaveTextContent('王经理/manager');
    fireEvent.click(screen.getByTestId('base-info-edit'));
    type('realName', '  ');
    fireEvent.click(screen.getByTestId('base-info-save'));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    type('realName', '李操作员');
    type('mobilePhone', '123');
    fireEvent.click(screen.getByTestId('base-info-save'));
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    type('mobilePhone', '13912345678');
    type('nation', '汉族');
    fireEvent.click(screen.getByTestId('base-info-save'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('base-info-realName')).toHaveTextContent('李操作员'));
    expect(screen.getByTestId('base-info-nation')).toHaveTextContent('汉族');
    expect(screen.getByTestId('base-info-mobilePhone')).toHaveTextContent('13912345678');
  });
});

describe('the profile page: password tab', () => {
  it('checks the policy from SysConfig with the spec’s words, releases the button on failure and signs out on success', async () => {
    await setConfig(app().services, {
      passwordStrengthLimit: 1,
      passwordLengthMin: 1,
      passwordLengthMinNumber: 8,
      containsNumbers: 1,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 1,
      containsCharacters: 1,
    });
    await signInAs('staff');
    renderProfile('/profile?tab=password');
    const submit = await screen.findByTestId('password-submit');
    const expectError = async (text: string) => {
      fireEvent.click(submit);
      expect(await screen.findByText(text)).toBeInTheDocument();
    };
    await expectError('旧密码不能为空');
    type('oldPassword', 'Portside2026');
    await expectError('新密码不能为空');
    type('password', 'abc');
    await waitFor(async () => expectError('新密码长度不能小于8位'));
    type('password', 'abcdefgh');
    await expectError('新密码必须包含数字');
    type('password', 'ABCDEFG1');
    await expectError('新密码必须包含小写字母');
    type('password', 'abcdefg1');
    await expectError('新密码必须包含大写字母');
    type('password', 'Abcdefg1');
    await expectError('新密码必须包含字符');
    type('password', 'Abcdef.1');
    await expectError('重复密码不能为空');
    type('repeatPassword', 'Abcdef.2');
    await expectError('两次密码输入不一致');
    type('repeatPassword', 'Abcdef.1');
    await expectError('验证码不能为空');
    // A wrong code: the server refuses, the button comes back and a new captcha is drawn.
    const firstCaptcha = (screen.getByTestId('password-captcha') as HTMLImageElement).src;
    type('code', 'zzzz');
    fireEvent.click(submit);
    await waitFor(() => expect((screen.getByTestId('password-captcha') as HTMLImageElement).src).not.toBe(firstCaptcha));
    expect(submit).not.toBeDisabled();
    expect(where()).toBe('/profile?tab=password');
    type('code', await captchaOf(screen.getByTestId('password-captcha') as HTMLImageElement));
    fireEvent.click(submit);
    expect(await screen.findByText('修改成功，请牢记新密码')).toBeInTheDocument();
    expect(where()).toBe('/profile?tab=password');
    expect(submit).toBeDisabled();
    await waitFor(() => expect(where()).toBe('/login'), { timeout: 3000 });
    expect(sessionStore.getSnapshot().token).toBe('');
  });
});
