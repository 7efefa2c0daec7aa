// Binding (or changing) the account's email and mobile number: the new one gets a code (scene "bind"),
// and the code binds it. A phone's area code is picked on /pages/setting/areas; what was typed survives
// the trip (bindDraft).
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { authCalls } from '../../contract/auth';
import { validateCode, validateEmail, validateMobile } from '../../shared/lib/validate';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { useGoBack } from '../../shared/ui/Page';
import { CodeField } from '../auth';
import { useBindDraft } from './bindDraft';

const SECURITY = '/pages/setting/security';

interface EmailValues {
  email: string;
  code: string;
}
const EMAIL_FIELDS = ['email', 'code'] as const;

/** Bind an email, or change the bound one (`current`): a code to the new one binds it. */
export function BindEmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const goBack = useGoBack(SECURITY);
  const bind = useCallMutation(authCalls.bindEmail, { invalidates: [authCalls.userInfo] });
  const form = useRulesForm<EmailValues>(
    { email: '', code: '' },
    { email: (value) => validateEmail(value), code: (value) => validateCode(value) },
  );
  const email = useWatch({ control: form.control, name: 'email' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({ email: values.email.trim(), code: values.code.trim() });
      toast(t('account.security.emailBound'));
      goBack();
    } catch (err) {
      serverErrorToForm(form, err, { user_string: 'email' }, EMAIL_FIELDS);
    }
  });
  return (
    <form className="content" onSubmit={submit} noValidate>
      {current ? <p className="muted">{t('account.security.current', { account: current })}</p> : null}
      <FormField
        form={form}
        name="email"
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
      />
      <CodeField
        form={form}
        name="code"
        type="email"
        account={email.trim()}
        scene="bind"
        validate={() => form.trigger('email')}
        onRefused={(err) => serverErrorToForm(form, err, { user_string: 'email' }, EMAIL_FIELDS)}
      />
      {current ? <p className="muted">{t('account.security.codeToNew')}</p> : null}
      <Button type="submit" disabled={bind.isPending || bind.isSuccess}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}

interface MobileValues {
  mobile: string;
  areaCode: string;
  code: string;
}
const MOBILE_FIELDS = ['mobile', 'code'] as const;
/** The area code has no field of its own: what is wrong with it shows at the number. */
const MOBILE_SERVER_FIELDS = { area_code: 'mobile', user_string: 'mobile' } as const;

/** Bind a mobile number, or change the bound one (`current`, with its area code `currentArea`). */
export function BindMobileForm({ current, currentArea }: { current: string | null; currentArea: string | null }) {
  const { t } = useTranslation();
  const goBack = useGoBack(SECURITY);
  const bind = useCallMutation(authCalls.bindMobile, { invalidates: [authCalls.userInfo] });
  // Starts from the draft (a trip to the areas page), else the bound number's area code, else 86.
  const [initial] = useState(() => {
    const draft = useBindDraft.getState();
    return { mobile: draft.mobile, code: draft.code, areaCode: draft.areaCode ?? currentArea ?? '86' };
  });
  const form = useRulesForm<MobileValues>(initial, {
    mobile: (value, values) => validateMobile(value, values.areaCode),
    code: (value) => validateCode(value),
  });
  const [mobile, areaCode, code] = useWatch({ control: form.control, name: ['mobile', 'areaCode', 'code'] });
  useEffect(() => useBindDraft.getState().patch({ mobile, areaCode, code }), [mobile, areaCode, code]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({ area_code: values.areaCode, mobile: values.mobile.trim(), code: values.code.trim() });
      useBindDraft.getState().reset();
      toast(t('account.security.mobileBound'));
      goBack();
    } catch (err) {
      serverErrorToForm(form, err, MOBILE_SERVER_FIELDS, MOBILE_FIELDS);
    }
  });
  return (
    <form className="content" onSubmit={submit} noValidate>
      {current ? <p className="muted">{t('account.security.current', { account: current })}</p> : null}
      <FormField
        form={form}
        name="mobile"
        label={t('auth.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('auth.mobilePlaceholder')}
        lead={
          <Link to="/pages/setting/areas" aria-label={t('auth.areaCode')} className="area-code">
            +{areaCode}
          </Link>
        }
      />
      <CodeField
        form={form}
        name="code"
        type="mobile"
        account={mobile.trim()}
        areaCode={areaCode}
        scene="bind"
        validate={() => form.trigger('mobile')}
        onRefused={(err) => serverErrorToForm(form, err, MOBILE_SERVER_FIELDS, MOBILE_FIELDS)}
      />
      {current ? <p className="muted">{t('account.security.codeToNew')}</p> : null}
      <Button type="submit" disabled={bind.isPending || bind.isSuccess}>
        {t('common.confirm')}
      </Button>
    </form>
  );
}
