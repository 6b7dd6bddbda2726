import { formatFileSize } from '@foundly/domain';
import type { SupportAttachment } from '@foundly/proto';
import { cn } from '@foundly/ui';
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
  const size = formatFileSize(Number(attachment.size), locale);
  const download = async () => {
    try {
      const { url } = await link.mutateAsync({ attachmentId: attachment.id, inline: false });
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = attachment.fileName;
      anchor.click();
    } catch (error) {
      console.error('Attachment link failed', error);
      toast.error(t('supportChat.attachment.linkFailed'));
    }
  };
  return (
    <span
      className={cn(
        'mt-1 flex min-w-0 items-center gap-2 rounded-lg border px-2 py-1.5',
        mine ? 'border-white/40' : 'border-line bg-surface',
      )}
    >
      <Paperclip className="size-4 shrink-0" aria-hidden="true" />
      <button
        type="button"
        onClick={() => void download()}
        className="min-w-0 flex-1 truncate text-left font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{`${t('supportChat.attachment.download')} `}</span>
        {attachment.fileName}
      </button>
      <span className="shrink-0 text-xs">{size}</span>
    </span>
  );
}
