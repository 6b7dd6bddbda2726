import { ErrorCode, SPANISH_DOCUMENT_REFS, validateCertificatePassword } from '@foundly/domain';
import { type UpdateCertificatePasswordResponse } from '@foundly/proto';
import { Button, buttonClasses, Card } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from '../../../lib/form/use-form.js';
import { useWatch } from '../../../lib/form/use-watch.js';
import { useI18n, type MessageKey } from '../../../app/i18n/index.js';
import { readRpcFailure } from '@foundly/app-kit';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { CertificateFile } from './certificate-file.js';
import { CertificateOverview } from './certificate-overview.js';
import { InfoNotice } from './info-notice.js';
import { PasswordField } from './password-field.js';
import { useStepPath } from './use-view-path.js';
import { useUpdateCertificatePassword } from '../api/use-update-certificate-password.js';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey } from '../../../app/rpc/query.js';

interface Values {
  password: string;
}

/**
 * Refusals of the file itself: the server discarded it, so the order is
 * reloaded and the drop zone comes back for another file.
 */
const FILE_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.CertificateExpired,
  ErrorCode.CertificateNotYetValid,
  ErrorCode.InvalidFile,
]);

/** The first of the domain's rules the password breaks, as a translation key. */
function checkPassword(password: string): MessageKey | undefined {
  return validateCertificatePassword(password)[0]?.message as MessageKey | undefined;
}

/**
 * The certificate file and its password. Continue is offered once both are
 * there; the server opens the file with the password and answers with what
 * the certificate says, or refuses a wrong password or an expired
 * certificate. The password field takes any length and says when it is over
 * the 34 characters of spec 02 §5, rather than cutting what is typed.
 */
export function UploadView() {
  const { t, tDynamic } = useI18n();
  const stepPath = useStepPath();
  const { data } = useCurrentOrder();
  const queryClient = useQueryClient();
  const { send, pending } = useUpdateCertificatePassword(data?.order?.id ?? '');
  const form = useForm<Values>({ mode: 'onChange', defaultValues: { password: '' } });
  const [failure, setFailure] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [saved, setSaved] = useState<UpdateCertificatePasswordResponse | undefined>();
  const hasFile = Boolean(data?.order?.documentRefs[SPANISH_DOCUMENT_REFS.personalCertificate]);
  const password = useWatch({ control: form.control, name: 'password' });
  const passwordError = form.formState.errors.password?.message;
  const missingId = useId();
  const incomplete = !hasFile || password === '';

  const onSubmit = form.handleSubmit(async ({ password: typed }) => {
    setFailure(undefined);
    setExpired(false);
    try {
      setSaved(await send(typed));
    } catch (error) {
      const rpcFailure = readRpcFailure(error);
      const field = rpcFailure.fields.find((violation) => violation.field === 'password');
      if (rpcFailure.reason && FILE_REFUSALS.has(rpcFailure.reason)) {
        void queryClient.invalidateQueries({
          queryKey: rpcQueryKey(rpc.OrderService.getMyOrder),
        });
      }
      if (rpcFailure.reason === ErrorCode.CertificatePasswordWrong) {
        form.setError('password', { message: `errors.${ErrorCode.CertificatePasswordWrong}` });
      } else if (rpcFailure.reason === ErrorCode.CertificateExpired) {
        setExpired(true);
      } else if (rpcFailure.reason === ErrorCode.InvalidFile) {
        setFailure(t('spanishCertificate.upload.notCertificate'));
      } else if (field) {
        form.setError('password', { message: field.description });
      } else {
        setFailure(
          tDynamic(`errors.${rpcFailure.reason ?? ErrorCode.Internal}`, t('errors.INTERNAL')),
        );
      }
    }
  });

  if (saved?.certificate) {
    return (
      <CertificateOverview
        title={t('spanishCertificate.saved.title')}
        description={t('spanishCertificate.saved.description')}
        certificate={saved.certificate}
        progress={saved.progress}
        focusTitle
      />
    );
  }

  return (
    <Card className="mx-auto max-w-xl">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold text-balance">
            {t('spanishCertificate.upload.title')}
          </h1>
          <p className="mt-2 text-ink-muted">{t('spanishCertificate.upload.description')}</p>
        </div>
        <CertificateFile />
        <PasswordField
          label={t('spanishCertificate.upload.password')}
          error={passwordError ? tDynamic(passwordError, t('errors.field.invalid')) : undefined}
          {...form.register('password', { validate: (value) => checkPassword(value) ?? true })}
        />
        <InfoNotice icon={LockKeyhole}>{t('spanishCertificate.upload.secure')}</InfoNotice>
        {expired && (
          <div
            role="alert"
            className="flex flex-col gap-1 rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm font-medium text-danger"
          >
            <p>{t('errors.CERTIFICATE_EXPIRED')}</p>
            <Link to={stepPath} search={{ view: 'guide' }} className="self-start py-2 underline">
              {t('spanishCertificate.upload.expiredGuide')}
            </Link>
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        )}
        {incomplete && (
          <p id={missingId} className="text-sm text-ink-muted">
            {t('spanishCertificate.upload.missing')}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to={stepPath} search={{}} className={buttonClasses('secondary')}>
            {t('spanishCertificate.upload.back')}
          </Link>
          <Button
            type="submit"
            loading={pending}
            disabled={incomplete}
            aria-describedby={incomplete ? missingId : undefined}
          >
            {t('spanishCertificate.continue')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
