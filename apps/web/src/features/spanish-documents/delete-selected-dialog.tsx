import { Button, Dialog } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

export interface DeleteSelectedDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** Asks before deleting the selected documents: deletion cannot be undone. */
export function DeleteSelectedDialog({
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
}: DeleteSelectedDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('spanishDocuments.confirmTitle', { count })}
      description={t('spanishDocuments.confirmBody')}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {t('spanishDocuments.confirmDelete')}
        </Button>
      </div>
    </Dialog>
  );
}
