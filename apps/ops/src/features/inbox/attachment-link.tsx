import { useMutation } from '@connectrpc/connect-query';
import { SupportInboxService, type SupportAttachment } from '@foundly/proto';
import { FileChip } from '@foundly/ui';
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
  return (
    <FileChip
      fileName={attachment.fileName}
      size={format.bytes(attachment.size)}
      downloadLabel={t('inbox.attachment.download')}
      icon={<Paperclip className="size-4 shrink-0" aria-hidden="true" />}
      linkOf={async () =>
        (await link.mutateAsync({ attachmentId: attachment.id, inline: false })).url
      }
      onError={onError}
      className="border-line bg-surface"
      sizeClassName="text-ink-muted"
    />
  );
}
