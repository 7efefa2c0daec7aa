// Level 2 verification (/pages/setting/real_mark), once level 1 is verified: the ID's front and back and
// a hand-held photo, each at its field with "Upload ID front / back / hand-held" when missing (SPEC §5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useNavigate } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { identityCalls, type NewStateReply } from '../../contract/identity';
import { KYC_PENDING, KYC_REJECTED, KYC_VERIFIED, PHOTO_SIDES, photoMissingKey } from '../../shared/identity/rules';
import { useCurrentRoute } from '../../shared/route';
import { Button } from '../../shared/ui/Button';
import { serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './identity.module.css';
import { ContactsCheck, DemoNotice, Rejection } from './Levels';
import { LEVEL1_PATH, PENDING_PATH, START_PATH } from './paths';
import { PhotoField } from './PhotoField';
import { STATE_CALLS, useIdentityDetails } from './state';

type Values = { front_pic: string; reverse_pic: string; hand_pic: string };
const FIELD_OF = { front: 'front_pic', back: 'reverse_pic', hand: 'hand_pic' } as const;
const FIELDS = Object.values(FIELD_OF);
const required = (side: (typeof PHOTO_SIDES)[number]) => (value: string) => (value ? null : photoMissingKey(side));

function PhotosForm({ state, onSubmitted }: { state: NewStateReply; onSubmitted(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(0);
  const submit = useCallMutation(identityCalls.userReal, { invalidates: STATE_CALLS });
  // After a rejection the photos sent before are there to keep or replace.
  const before = state.level2.status === KYC_REJECTED ? state.photos : null;
  const form = useRulesForm<Values>(
    { front_pic: before?.front ?? '', reverse_pic: before?.back ?? '', hand_pic: before?.hand ?? '' },
    { front_pic: required('front'), reverse_pic: required('back'), hand_pic: required('hand') },
  );
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await submit.mutateAsync({ real_type: '2', ...v });
      onSubmitted();
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });
  const onBusy = (on: boolean) => setBusy((n) => n + (on ? 1 : -1));
  return (
    <form onSubmit={onSubmit} noValidate>
      {PHOTO_SIDES.map((side) => (
        <PhotoField key={side} form={form} name={FIELD_OF[side]} side={side} label={t(`identity.photos.${side}`)} onBusy={onBusy} />
      ))}
      <Button type="submit" disabled={busy > 0 || submit.isPending}>
        {t('identity.photos.submit')}
      </Button>
    </form>
  );
}

export default function Level2Page() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { data, isPending, error } = useIdentityDetails();
  const status = data?.level2.status;
  const open = data && !data.demo && data.level >= 1 && status !== KYC_PENDING && status !== KYC_VERIFIED;
  return (
    <Page title={t(route.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {error && <Placeholder>{error.message}</Placeholder>}
        {data?.demo && <DemoNotice />}
        {data && !data.demo && data.level < 1 && (
          <div className={styles.notice} role="alert">
            <p>{t('identity.level1First')}</p>
            <Link className="btn" to={data.level1.status === KYC_PENDING ? PENDING_PATH : LEVEL1_PATH}>
              {t('identity.level1.name')}
            </Link>
          </div>
        )}
        {data && !data.demo && data.level >= 1 && status === KYC_PENDING && <Redirect to={PENDING_PATH} replace />}
        {data && !data.demo && status === KYC_VERIFIED && (
          <div className={styles.notice} role="status">
            <p>{t('identity.level2Verified')}</p>
          </div>
        )}
        {open && (
          <>
            <p className="muted">{t('identity.level2.what')}</p>
            {status === KYC_REJECTED && <Rejection state={data.level2} />}
            <ContactsCheck state={data} />
            <PhotosForm state={data} onSubmitted={() => navigate(PENDING_PATH, { replace: true })} />
          </>
        )}
        <p className={styles.footLink}>
          <Link to={START_PATH}>{t('identity.allLevels')}</Link>
        </p>
      </div>
    </Page>
  );
}
