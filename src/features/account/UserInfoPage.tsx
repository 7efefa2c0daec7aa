// The profile page: the avatar (uploaded as an image, then saved), the nickname and signature (SPEC §5
// rules at the field), the credit score with what it means, and who the user is.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../api';
import { checkUploadFile, upload } from '../../api/upload';
import { useCallMutation } from '../../api/mutation';
import { accountCalls } from '../../contract/account';
import { authCalls } from '../../contract/auth';
import { formatDate } from '../../shared/lib/format';
import { validateNickname, validateSignature } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import styles from './account.module.css';
import { Avatar } from './Avatar';
import { CreditScore } from './CreditScore';
import { useUserInfo } from './userInfo';

interface ProfileValues {
  nickname: string;
  signature: string;
}
const PROFILE_FIELDS = ['nickname', 'signature'] as const;

/** The avatar is not typed into the form: what is wrong with it is the form's `root.avatar` error. */
const AVATAR = 'root.avatar';

/** Profile: avatar upload (JPG, JPEG 2000, PNG), nickname, uid, account type. */
export default function UserInfoPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserInfo();
  const fileInput = useRef<HTMLInputElement>(null);
  const saveAvatar = useCallMutation(accountCalls.uploadHeadPortrait, { invalidates: [authCalls.userInfo] });
  const saveNickname = useCallMutation(accountCalls.editNickname, { invalidates: [authCalls.userInfo] });
  const saveSignature = useCallMutation(accountCalls.editSignature, { invalidates: [authCalls.userInfo] });
  // The picked file's upload, then saving it as the avatar.
  const [uploading, setUploading] = useState(false);
  const form = useRulesForm<ProfileValues>(
    { nickname: '', signature: '' },
    {
      nickname: (value) => validateNickname(value),
      // A blank signature is not saved (there is nothing to check); a typed one must follow the rule.
      signature: (value) => (value.trim() ? validateSignature(value) : null),
    },
  );
  // The fields start as the user's once known (the nickname again whenever its field is empty).
  const { getValues, setValue } = form;
  useEffect(() => {
    if (user && !getValues('nickname')) setValue('nickname', user.nickname);
  }, [user, getValues, setValue]);
  const knownSignature = user?.signature;
  useEffect(() => {
    if (knownSignature && !getValues('signature')) setValue('signature', knownSignature);
  }, [knownSignature, getValues, setValue]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) {
      form.setError(AVATAR, { type: 'rule', message: problem });
      return;
    }
    form.clearErrors(AVATAR);
    setUploading(true);
    try {
      const path = await upload(http, file, { quiet: true });
      await saveAvatar.mutateAsync({ head_portrait: path });
      toast(t('account.avatarSaved'));
    } catch (err) {
      if (err instanceof ApiError) form.setError(AVATAR, { type: 'server', message: err.message });
    } finally {
      setUploading(false);
    }
  };

  // Each field is saved when it changed; a refusal lands at its field, and what was typed stays.
  const save = form.handleSubmit(async (values) => {
    const nickname = values.nickname.trim();
    const signature = values.signature.trim();
    try {
      if (nickname !== user?.nickname) await saveNickname.mutateAsync({ nickname });
      if (signature && signature !== user?.signature) await saveSignature.mutateAsync({ signature });
      toast(t('common.saved'));
    } catch (err) {
      serverErrorToForm(form, err, {}, PROFILE_FIELDS);
    }
  });
  const avatarError = form.formState.errors.root?.avatar?.message;

  return (
    <Page title={t('routes.setting.userInfo')}>
      <div className="content">
        <div className={styles.profile} style={{ paddingLeft: 0 }}>
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
            {avatarError && (
              <div className="field-error" role="alert">
                {i18n.exists(avatarError) ? t(avatarError) : avatarError}
              </div>
            )}
          </div>
        </div>
        <Cells>
          <Cell label="UID" value={user?.uid ?? '…'} />
          <Cell label={t('account.type')} value={user ? t(`account.types.${user.account_type}`) : '…'} />
          <Cell label={t('account.joined')} value={user ? formatDate(user.created_at, i18n.language) : '…'} />
        </Cells>
        <form onSubmit={save} noValidate>
          <FormField form={form} name="nickname" label={t('account.nickname')} placeholder={t('account.nicknameHint')} maxLength={10} />
          <FormField form={form} name="signature" label={t('account.signature')} placeholder={t('account.signatureHint')} />
          <Button type="submit" disabled={saveNickname.isPending || saveSignature.isPending}>
            {t('common.save')}
          </Button>
        </form>
        {user ? <CreditScore score={user.credit_score} /> : null}
      </div>
    </Page>
  );
}
