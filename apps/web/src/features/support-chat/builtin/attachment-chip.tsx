import { formatFileSize } from '@foundly/domain';
import type { SupportAttachment } from '@foundly/proto';
import { FileChip } from '@foundly/ui';
import { Paperclip } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { toast } from '../../../lib/toast.js';
import { useSupportAttachmentLink } from '../api/use-support-chat.js';

/**
 * A file of the conversation, as a chip with its name and size: choosing it
 * asks for a short-lived link and downloads the file.
 */
export function AttachmentChip({
  attachment,
  mine,
}: {
  attachment: SupportAttachment;
  mine: boolean;
}) {
  const { t, locale } = useI18n();
  const link = useSupportAttachmentLink();
  return (
    <FileChip
      fileName={attachment.fileName}
      size={formatFileSize(Number(attachment.size), locale)}
      downloadLabel={t('supportChat.attachment.download')}
      icon={<Paperclip className="size-4 shrink-0" aria-hidden="true" />}
      linkOf={async () =>
        (await link.mutateAsync({ attachmentId: attachment.id, inline: false })).url
      }
      onError={(error) => {
        console.error('Attachment link failed', error);
        toast.error(t('supportChat.attachment.linkFailed'));
      }}
      className={mine ? 'border-white/40' : 'border-line bg-surface'}
    />
  );
}
