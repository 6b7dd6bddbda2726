import type { RpcError } from '@foundly/app-kit';
import { Button } from '@foundly/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { PageLoader } from './page-loader.js';

/*
 * The frame of a page that creates or edits one record (a quote or invoice, a gasto): the saved
 * record's loading and its failure with a retry, then the form with its title, its failure and
 * its bar of actions. Each page passes its own words, fields and buttons.
 */

export interface SavedRecordProps<Data> {
  /** The saved record's query. */
  query: UseQueryResult<Data, RpcError>;
  /** The title shown when it cannot be loaded. */
  loadFailedTitle: string;
  /** Why it could not be loaded, in the person's language. */
  describeFailure: (error: RpcError) => string;
  /** The editor of the loaded record. */
  children: (data: Data) => ReactNode;
}

/** A saved record's editor once the record is loaded; a loader until then, a retry if it fails. */
export function SavedRecord<Data>({
  query,
  loadFailedTitle,
  describeFailure,
  children,
}: SavedRecordProps<Data>) {
  const { t } = useI18n();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-danger/40 bg-danger/5 p-6"
      >
        <h1 className="text-xl font-bold">{loadFailedTitle}</h1>
        <p className="mt-2">{describeFailure(query.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('invoicing.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}

export interface EditorFormProps {
  /** The id of the title, which names the form. */
  titleId: string;
  title: string;
  /** A second-level title, for an editor shown inside another page. */
  titleLevel?: 'h1' | 'h2';
  /** What follows the title (an introduction, where the record comes from). */
  header?: ReactNode;
  /** A failure of the last save, already in the person's language. */
  failure?: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own layout. */
  className: string;
  /** The buttons at the foot of the form (save, issue, download). */
  actions: ReactNode;
  children: ReactNode;
}

/** The form of an editor: its title, the failure of the last save, its fields and its actions. */
export function EditorForm({
  titleId,
  title,
  titleLevel: Title = 'h1',
  header,
  failure,
  onSubmit,
  className,
  actions,
  children,
}: EditorFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={className}>
      <div>
        <Title id={titleId} className="text-2xl font-bold sm:text-3xl" tabIndex={-1}>
          {title}
        </Title>
        {header}
      </div>
      {failure && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm">
          {failure}
        </p>
      )}
      {children}
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
