import { useMutation } from '@connectrpc/connect-query';
import { SupportInboxService, type SupportAttachment } from '@foundly/proto';
import { Paperclip } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { useFormat } from '../../hooks/use-format.js';

/**
 * A file of the conversation with its name and size: choosing it asks for a
 * short-lived link (written to the operator audit) and downloads the file.
 */
export function AttachmentLink({
  attachment,
  onError,
}: {
  attachment: SupportAttachment;
  onError(error: unknown): void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const link = useMutation(SupportInboxService.method.getSupportAttachmentUrl);
  const size = format.bytes(attachment.size);
  const download = async () => {
    try {
      const { url } = await link.mutateAsync({ attachmentId: attachment.id, inline: false });
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = attachment.fileName;
      anchor.click();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-label={t('inbox.attachment.download', { name: attachment.fileName, size })}
      className="mt-1 flex w-full min-w-0 items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1.5 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Paperclip className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate font-medium">{attachment.fileName}</span>
      <span className="shrink-0 text-xs text-ink-muted">{size}</span>
    </button>
  );
}
