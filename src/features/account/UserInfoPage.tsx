import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, checkUploadFile, http } from '../../api';
import { accountCalls } from '../../contract/account';
import { formatDate } from '../../shared/lib/format';
import { validateNickname } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { Field } from '../../shared/ui/Field';
import { Page } from '../../shared/ui/Page';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { useUserInfo } from './api';
import { Avatar } from './Avatar';
import './account.css';

/** Profile: avatar upload (JPG, JPEG 2000, PNG), nickname, uid, account type. */
export default function UserInfoPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const fileInput = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState('');
  const [uploading, setUploading] = useState(false);
  const form = useFormErrors<'nickname' | 'avatar'>({ head_portrait: 'avatar' });
  useEffect(() => {
    if (user) setNickname((current) => current || user.nickname);
  }, [user]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['userInfo'] });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) {
      form.set('avatar', problem);
      return;
    }
    form.clear('avatar');
    setUploading(true);
    try {
      const path = await http.upload(file, { quiet: true });
      await api(accountCalls.uploadHeadPortrait, { head_portrait: path }, { quiet: true });
      await refresh();
      toast(t('account.avatarSaved'));
    } catch (err) {
      if (err instanceof ApiError) form.set('avatar', err.message);
    } finally {
      setUploading(false);
    }
  };

  const saveNickname = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ nickname: validateNickname(nickname) })) return;
    try {
      await api(accountCalls.editNickname, { nickname: nickname.trim() }, { quiet: true });
      await refresh();
      toast(t('common.saved'));
    } catch (err) {
      form.fromError(err);
    }
  };

  return (
    <Page title={t('routes.setting.userInfo')}>
      <div className="content">
        <div className="profile" style={{ paddingLeft: 0 }}>
          <Avatar src={user?.avatar} name={user?.nickname} />
          <div>
            <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={uploading}>
              {uploading ? t('common.loading') : t('account.changeAvatar')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/jp2,.jp2,.jpg,.jpeg,.png"
              hidden
              onChange={pick}
              aria-label={t('account.changeAvatar')}
            />
            <div className="muted" style={{ marginTop: 6 }}>
              {t('account.avatarRules')}
            </div>
            {form.errors.avatar && (
              <div className="field-error" role="alert">
                {i18n.exists(form.errors.avatar) ? t(form.errors.avatar) : form.errors.avatar}
              </div>
            )}
          </div>
        </div>
        <Cells>
          <Cell label="UID" value={user?.uid ?? '…'} />
          <Cell label={t('account.type')} value={user ? t(`account.types.${user.account_type}`) : '…'} />
          <Cell label={t('account.joined')} value={user ? formatDate(user.created_at, i18n.language) : '…'} />
        </Cells>
        <form onSubmit={saveNickname} noValidate>
          <Field
            label={t('account.nickname')}
            value={nickname}
            maxLength={10}
            onChange={(v) => {
              setNickname(v);
              form.clear('nickname');
            }}
            error={form.errors.nickname}
          />
          <Button type="submit">{t('common.save')}</Button>
        </form>
      </div>
    </Page>
  );
}
