import { useMutation } from '@connectrpc/connect-query';
import { BackofficeService, type OrderNote } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { TextAreaField } from '../../components/form-fields.js';
import { Section } from '../../components/section.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { useRefreshOrderFile } from './use-order-file.js';

/** The contract's limit for a note. */
const MAX_NOTE_LENGTH = 5000;

/** The team's notes on the file, newest first, and a form to add one. */
export function NotesSection({ orderId, notes }: { orderId: string; notes: OrderNote[] }) {
  const { t } = useI18n();
  const format = useFormat();
  const describe = useErrorMessage();
  const refresh = useRefreshOrderFile(orderId);
  const addNote = useMutation(BackofficeService.method.addOrderNote);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sorted = [...notes].sort((a, b) => Number(b.createdAt - a.createdAt));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(t('file.notes.required'));
    if (text.length > MAX_NOTE_LENGTH) return setError(t('file.notes.tooLong'));
    try {
      await addNote.mutateAsync({ orderId, body: text });
      setBody('');
      toast.success(t('file.notes.added'));
      await refresh();
    } catch (failure) {
      setError(describe(failure));
    }
  };

  return (
    <Section title={t('file.notes.title')}>
      <form onSubmit={onSubmit} noValidate className="mb-6 flex flex-col gap-3">
        <TextAreaField
          label={t('file.notes.label')}
          hint={t('file.notes.hint')}
          value={body}
          maxLength={MAX_NOTE_LENGTH}
          error={error}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
        />
        <div>
          <Button type="submit" loading={addNote.isPending}>
            {t('file.notes.submit')}
          </Button>
        </div>
      </form>
      {sorted.length === 0 ? (
        <EmptyState>{t('file.notes.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {sorted.map((note) => (
            <li key={note.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="mb-1 text-xs text-ink-muted">
                {t('file.notes.by', {
                  author: note.authorName,
                  date: format.dateTime(note.createdAt),
                })}
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
