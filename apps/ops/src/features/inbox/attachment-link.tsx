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
    <span className="mt-1 flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1.5">
      <Paperclip className="size-4 shrink-0" aria-hidden="true" />
      <button
        type="button"
        onClick={() => void download()}
        className="min-w-0 flex-1 truncate text-left font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{`${t('inbox.attachment.download')} `}</span>
        {attachment.fileName}
      </button>
      <span className="shrink-0 text-xs text-ink-muted">{size}</span>
    </span>
  );
}
