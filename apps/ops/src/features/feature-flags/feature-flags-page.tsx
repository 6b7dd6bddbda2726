import { createConnectQueryKey, useMutation, useQuery } from '@connectrpc/connect-query';
import { BackofficeService, type ListFeatureFlagsResponse } from '@foundly/proto';
import { Card, SwitchField } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';

const flagsKey = createConnectQueryKey({
  schema: BackofficeService.method.listFeatureFlags,
  input: {},
  cardinality: 'finite',
});

/** Every feature flag with its switch; a change shows at once and is undone if refused. */
export function FeatureFlagsPage() {
  const { t } = useI18n();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const flags = useQuery(BackofficeService.method.listFeatureFlags, {});
  const setFlag = useMutation(BackofficeService.method.setFeatureFlag, {
    onMutate: async ({ name, enabled }) => {
      await queryClient.cancelQueries({ queryKey: flagsKey });
      const previous = queryClient.getQueriesData<ListFeatureFlagsResponse>({ queryKey: flagsKey });
      queryClient.setQueriesData<ListFeatureFlagsResponse>({ queryKey: flagsKey }, (cached) =>
        cached
          ? {
              ...cached,
              featureFlags: cached.featureFlags.map((flag) =>
                flag.name === name ? { ...flag, enabled: Boolean(enabled) } : flag,
              ),
            }
          : cached,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(`${t('featureFlags.failed')} ${describe(error)}`);
    },
    onSuccess: ({ featureFlag }) => {
      if (featureFlag) {
        toast.success(
          t('featureFlags.saved', {
            name: featureFlag.name,
            state: featureFlag.enabled ? t('featureFlags.on') : t('featureFlags.off'),
          }),
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: flagsKey }),
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('featureFlags.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('featureFlags.description')}</p>
      </div>
      {flags.isPending ? (
        <PageLoader />
      ) : flags.isError ? (
        <ErrorAlert error={flags.error} onRetry={() => void flags.refetch()} />
      ) : flags.data.featureFlags.length === 0 ? (
        <EmptyState>{t('featureFlags.empty')}</EmptyState>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-line">
            {flags.data.featureFlags.map((flag) => (
              <li key={flag.name} className="p-4">
                <SwitchField
                  label={flag.name}
                  checked={flag.enabled}
                  onCheckedChange={(enabled) => setFlag.mutate({ name: flag.name, enabled })}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
