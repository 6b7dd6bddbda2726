import {
  DOCUMENT_TYPES,
  getDocumentTypeRule,
  isDocumentTypeOf,
  MAX_UPLOAD_BYTES,
  type DocumentTypeRule,
} from '@foundly/domain';
import type { CountryCode, LegalForm } from '@foundly/proto';
import { Button, SelectField } from '@foundly/ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { Section } from '../../components/section.js';
import { useLabels } from '../../hooks/use-labels.js';
import { uploadOfficialDocument } from './upload-official-document.js';
import { useRefreshOrderFile } from './use-order-file.js';

/** The official documents the team uploads for files of a country and legal form. */
export function listOperatorDocumentTypes(country: CountryCode, legalForm: LegalForm): string[] {
  return Object.entries(DOCUMENT_TYPES as Record<string, DocumentTypeRule>)
    .filter(
      ([type, rule]) =>
        rule.uploadedBy === 'operator' && isDocumentTypeOf(country, type, legalForm),
    )
    .map(([type]) => type);
}

/** An official PDF (register extract, resguardo…) added to the file by the team. */
export function UploadSection({
  orderId,
  country,
  legalForm,
}: {
  orderId: string;
  country: CountryCode;
  legalForm: LegalForm;
}) {
  const { t, tDynamic } = useI18n();
  const labels = useLabels();
  const refresh = useRefreshOrderFile(orderId);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const types = useMemo(() => listOperatorDocumentTypes(country, legalForm), [country, legalForm]);
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  if (types.length === 0) {
    return (
      <Section title={t('file.upload.title')}>
        <p className="text-sm text-ink-muted">{t('file.upload.noTypes')}</p>
      </Section>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      type: type ? undefined : t('file.upload.typeRequired'),
      file: !file
        ? t('file.upload.fileRequired')
        : file.size > MAX_UPLOAD_BYTES
          ? t('file.upload.FILE_TOO_LARGE')
          : undefined,
    };
    setErrors(found);
    if (found.type || found.file || !file) return;
    setPending(true);
    try {
      const result = await uploadOfficialDocument(orderId, type, file);
      if (!result.ok) {
        setErrors({
          form: tDynamic(
            `file.upload.${result.code}`,
            tDynamic(`errors.${result.code}`, t('file.upload.failed')),
          ),
        });
        return;
      }
      toast.success(t('file.upload.done', { name: file.name }));
      setType('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    } catch {
      setErrors({ form: t('errors.network') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Section title={t('file.upload.title')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectField
          label={t('file.upload.type')}
          value={type}
          error={errors.type}
          onChange={(event) => setType(event.target.value)}
        >
          <option value="">{t('file.upload.chooseType')}</option>
          {types.map((value) => {
            const authority = getDocumentTypeRule(value)?.authority;
            const label = labels.documentType(value);
            return (
              <option key={value} value={value}>
                {authority ? `${label} — ${labels.authority(authority)}` : label}
              </option>
            );
          })}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-ink">
            {t('file.upload.file')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileId}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="min-h-11 rounded-lg border border-line bg-surface-raised p-2 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {errors.file && (
            <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-danger">
              {errors.file}
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" loading={pending}>
            {t('file.upload.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
